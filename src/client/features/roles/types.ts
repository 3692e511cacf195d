// Records of the roles area (spec part 1 §3).
import type { RecordStatus } from '../../../shared/types';

export interface Role {
  id: number;
  name: string;
  status: RecordStatus;
  permissions: string[];
}

/** One entry of GET permissions (spec part 1 §7). */
export interface PermissionGroup {
  group: string;
  permissions: string[];
}
