// Direct-to-database fixtures for server tests (through the repositories, like the app itself).
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../src/server/lib/password';
import { signToken } from '../../../src/server/auth/token';
import { insertSession } from '../../../src/server/db/repositories/sessions';
import { insertRole } from '../../../src/server/db/repositories/roles';
import { insertUser } from '../../../src/server/db/repositories/users';
import type { Database, User } from '../../../src/server/db/schema';
import type { UserStatus } from '../../../src/shared/types';

let counter = 0;
// scrypt is slow on purpose; fixtures hash each distinct password once.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

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
    status: (options.status ?? 'active') as UserStatus,
    branches_id: null,
    roles_id: role.id,
    password_hash: await hashOnce(password),
    data: '{}',
  });
  return { ...user, password };
}

/** A live session token for `userId`, minted like a login would (without the password check's cost). */
export async function sessionToken(
  db: Kysely<Database>,
  secret: string,
  userId: number,
  ttlSeconds = 3600,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const sid = randomUUID();
  await insertSession(db, {
    id: sid,
    user_id: userId,
    expires_at: new Date((now + ttlSeconds) * 1000).toISOString(),
  });
  return signToken({ sub: userId, sid, iat: now, exp: now + ttlSeconds }, secret);
}

/** A branch named `name` (supervised by the admin), stamped `at` (now by default); answers its id. */
export async function createBranch(db: Kysely<Database>, name = 'Moda', at = new Date().toISOString()) {
  const branch = await db
    .insertInto('branches')
    .values({
      name,
      supervisor_id: 1,
      nutritionist_id: 1,
      status: 'active',
      city: 34,
      address: name,
      latitude: 0,
      longitude: 0,
      attributes: '{}',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return branch.id;
}
