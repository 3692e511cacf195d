// The roles area's records (one type each, shared with the server).
export type { PermissionGroup, RoleRecord as Role } from '../../../shared/records';
