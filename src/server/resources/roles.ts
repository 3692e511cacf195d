// Roles: permissions (catalogue keys, checked by the shared schema) stored as JSON text.
import { roleSchema } from '../../shared/schemas/roles';
import { parseJson, type ResourceHooks } from './hooks';

export const rolesHooks: ResourceHooks = {
  table: 'roles',
  createSchema: roleSchema,
  updateSchema: roleSchema,
  toApi: (row) => ({ ...row, permissions: parseJson<string[]>(row.permissions, []) }),
  toRow: (input) => ({ ...input, permissions: JSON.stringify(input.permissions ?? []) }),
};
