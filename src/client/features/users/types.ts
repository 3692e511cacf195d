// Records of the users area as the API returns them (spec part 1 §3).
import type { UserStatus, UserType } from '../../../shared/types';

export interface User {
  id: number;
  username: string;
  email: string;
  type: UserType;
  name: string;
  lastname: string;
  title: string;
  phone: string;
  status: UserStatus;
  branches_id: number | null;
  roles_id: number | null;
}

/** A member as the assigned-members list shows it (the members area owns the full record). */
export interface AssignedMember {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: 'active' | 'passive';
  coach_id: number | null;
}
