// The members area's record (one type, shared with the server).
export type { MemberRecord as Member } from '../../../shared/records';
