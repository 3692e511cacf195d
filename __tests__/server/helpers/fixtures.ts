// Direct-to-database fixtures for server tests (through the repositories, like the app itself).
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../src/server/auth/password';
import { insertRole } from '../../../src/server/db/repositories/roles';
import { insertUser } from '../../../src/server/db/repositories/users';
import type { Database, User } from '../../../src/server/db/schema';

let counter = 0;

/** A staff user holding exactly `permissions` (through a role of their own). */
export async function createStaff(
  db: Kysely<Database>,
  options: { permissions?: string[]; status?: string; password?: string; username?: string } = {},
): Promise<User & { password: string }> {
  counter += 1;
  const password = options.password ?? 'staff-password';
  const role = await insertRole(db, {
    name: `role ${counter}`,
    status: 'active',
    permissions: JSON.stringify(options.permissions ?? []),
  });
  const user = await insertUser(db, {
    username: options.username ?? `staff${counter}_${Date.now()}`,
    email: `staff${counter}@example.com`,
    type: 'coach',
    name: 'Staff',
    lastname: `Number ${counter}`,
    title: 'Coach',
    phone: '(555) 555 55 55',
    status: options.status ?? 'active',
    branches_id: null,
    roles_id: role.id,
    password_hash: await hashPassword(password),
    data: '{}',
  });
  return { ...user, password };
}
