// First start on an empty database: the admin role holding the whole catalogue and the 'admin' user.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ALL_PERMISSIONS } from '../../../shared/permissions';
import { generatePassword, hashPassword } from '../../auth/password';
import { insertRole } from '../repositories/roles';
import { insertUser } from '../repositories/users';
import type { Database } from '../schema';

export interface AdminSeedOptions {
  dataDir: string;
  adminPassword?: string;
  /** Where the generated password is announced (stdout in production). */
  announce: (line: string) => void;
}

export async function seedAdmin(db: Kysely<Database>, options: AdminSeedOptions): Promise<void> {
  const role = await insertRole(db, {
    name: 'Admin',
    status: 'active',
    permissions: JSON.stringify(ALL_PERMISSIONS),
  });
  const password = options.adminPassword ?? generatePassword();
  await insertUser(db, {
    username: 'admin',
    email: 'admin@example.com',
    type: 'admin',
    name: 'Admin',
    lastname: 'User',
    title: 'Administrator',
    phone: '',
    status: 'active',
    branches_id: null,
    roles_id: role.id,
    password_hash: await hashPassword(password),
    data: '{}',
  });
  if (!options.adminPassword) {
    const file = path.join(options.dataDir, 'initial-admin-password');
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    options.announce(
      `Initial admin account: username 'admin', password '${password}' (also written to ${file})`,
    );
  }
}
