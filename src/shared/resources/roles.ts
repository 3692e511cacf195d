// The registry rows of the roles area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource } from '../resourceDef';
import { roleSchema } from '../schemas/roles';
import { status } from './common';

export const rolesRows = {
  roles: defineResource({
    name: 'roles',
    path: 'roles',
    family: 'ROLES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'created_at'],
    filters: { id: 'eq', status },
    search: { param: 'name', columns: ['name'] },
    searchForm: ['name', 'status'],
    schema: roleSchema,
    json: ['permissions'],
    label: ['name'],
    screens: { list: '/roles', add: '/role-add', edit: '/role-edit/:id' },
  }),
} as const;
