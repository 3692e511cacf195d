// Roles: permissions (catalogue keys, checked by the shared schema) are the row's JSON column. A role gains only
// permissions its editor holds; nobody edits their own role; the last admin role stays; deactivating a role ends
// its users' sessions. A role carrying a permission its editor lacks is read-only to them (who may touch whom).
import { parsePermissions } from '../../db/repositories/roles';
import { revokeSessionsOfRole } from '../../db/repositories/sessions';
import {
  assertMayTouchRole,
  checkPermissionsGrantable,
  isFullRole,
  keepOneAdmin,
  mayTouch,
  ownRole,
} from '../../resources/grants';
import { defineHooks } from '../../resources/hooks';

const permissionsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];

export default defineHooks<'roles'>({
  toApi: (row) => ({ ...row, permissions: permissionsOf(row.permissions) }),
  /** `editable`: a role carrying a permission the caller lacks is read-only to them. */
  decorate: async (records, { principal }) =>
    principal
      ? records.map((r) => ({
          ...r,
          editable: principal.role?.id !== r.id && mayTouch(principal, permissionsOf(r.permissions)),
        }))
      : records,
  async check(input, { db, existing, principal }) {
    if (existing && principal.role?.id === existing.id) throw ownRole();
    const before = existing ? parsePermissions(existing.permissions) : [];
    if (existing) assertMayTouchRole(principal, before);
    const after = permissionsOf(input.permissions);
    checkPermissionsGrantable(principal, before, after);
    if (existing) {
      const wasAdmin = isFullRole({ status: existing.status, permissions: before });
      await keepOneAdmin(db, {
        roleId: existing.id,
        wasAdmin,
        stillAdmin: isFullRole({ status: input.status, permissions: after }),
      });
    }
  },
  async afterWrite(record, _input, { db, existing }) {
    if (existing && existing.status === 'active' && record.status !== 'active')
      await revokeSessionsOfRole(db, record.id);
  },
  async beforeDelete(record, { principal }) {
    if (principal.role?.id === record.id) throw ownRole();
    assertMayTouchRole(principal, parsePermissions(record.permissions));
  },
});
