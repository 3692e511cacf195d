// The roles area's records, as the registry answers them (shared with the server).
import type { CatalogueGroup } from '../../../shared/permissions';
import type { RecordOf } from '../../../shared/recordOf';

export type Role = RecordOf<'roles'>;
/** One entry of GET permissions (spec part 1 §7): a group of the catalogue. */
export type PermissionGroup = CatalogueGroup;
