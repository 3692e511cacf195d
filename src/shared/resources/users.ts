// The registry rows of the users area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource } from '../resourceDef';
import { USER_STATUSES, USER_TYPES, createUserSchema, editUserSchema } from '../schemas/users';

export const usersRows = {
  users: defineResource({
    name: 'users',
    path: 'users',
    family: 'USERS',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'lastname', 'username', 'email', 'type', 'status', 'title', 'created_at'],
    filters: {
      id: 'eq',
      type: { kind: 'eq', options: USER_TYPES },
      status: { kind: 'eq', options: USER_STATUSES },
      branches_id: 'eq',
      roles_id: 'eq',
      username: 'like',
      email: 'like',
    },
    search: { param: 'name', columns: ['name', 'lastname', 'username'] },
    searchForm: ['name', 'type', 'status'],
    schema: createUserSchema,
    updateSchema: editUserSchema,
    // Required by the form, but the seeded admin has no branch (db/seed/admin.ts), nor a user stored before.
    nullable: ['branches_id', 'roles_id'],
    writeOnly: ['password', 'password_again'],
    references: { roles_id: 'roles', branches_id: 'branches' },
    label: ['name', 'lastname'],
    // Never answered (modules/users/hooks.ts); a list does not read them.
    listOmit: ['password_hash', 'data'],
    personal: { email: 'email', phone: 'phone' },
    operations: {
      /** POST users/{id}/_resetPassword → 200 { password }: a one-time password, changed at the next sign-in. */
      resetPassword: {
        method: 'POST',
        on: 'record',
        segment: '_resetPassword',
        permission: 'UPDATE',
        answer: 'json',
        rateLimit: { windowSeconds: 900, perSubject: 5, perCaller: 30 },
      },
      /** POST users/{id}/_unlinkIdentity → 200 the user: their provider accounts no longer sign in as them. */
      unlinkIdentity: {
        method: 'POST',
        on: 'record',
        segment: '_unlinkIdentity',
        permission: 'UPDATE',
        answer: 'json',
        returnsRecord: true,
      },
    },
    screens: { list: '/users', add: '/user-add', edit: '/user-edit/:id/details' },
  }),
} as const;
