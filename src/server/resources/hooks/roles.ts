// Roles: permissions (catalogue keys, checked by the shared schema) are the row's JSON column; a role read
// from an older database without them answers an empty list.
import { defineHooks } from '../hooks';

export default defineHooks<'roles'>({
  toApi: (row) => ({ ...row, permissions: Array.isArray(row.permissions) ? row.permissions : [] }),
});
