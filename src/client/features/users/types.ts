// The users area's records (one type each, shared with the server).
export type { UserRecord as User, MemberRecord as AssignedMember } from '../../../shared/records';
