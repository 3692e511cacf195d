// A member as the API returns it (spec part 1 §3); the password is never returned.
import type { RecordStatus } from '../../../shared/types';

export interface Member {
  id: number;
  name: string;
  birthdate: string | null;
  email: string;
  job: string;
  reference: number;
  phone: string;
  mobile: string;
  status: RecordStatus;
  /** 1 = gym member, 0 = not. */
  customer_type: number;
  address: string;
  work_address: string;
  emergency_title: string;
  emergency_name: string;
  emergency_phone: string;
  coach_id: number | null;
  nutritionist_id: number | null;
  branches_id: number | null;
  height: number;
  use_device_health: number;
  target_daily_calorie: number;
}
