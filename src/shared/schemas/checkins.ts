// A member's check-in (issue 30): one visit that spends one lesson of a package. The body may name the package;
// without it the server takes the member's active package with lessons left (the one ending first).
import { object } from 'yup';
import { optionalId } from './fields';

export const checkinSchema = object({
  member_package_id: optionalId(),
});

/** Why a check-in is refused (409), as `checkins.errors.<reason>`. */
export const CHECKIN_REFUSALS = ['no_package', 'used_up', 'expired', 'not_started', 'frozen'] as const;
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number];

export interface CheckinRecord {
  id: number;
  member_id: number;
  member_package_id: number;
  /** yyyy-MM-dd (UTC) of the visit. */
  day: string;
  /** Who checked the member in, and their name at the time (kept if the user is later renamed or removed). */
  user_id: number | null;
  user_name: string;
  created_at: string;
}
