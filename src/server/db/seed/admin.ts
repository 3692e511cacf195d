// First start on an empty database: the admin role holding the whole catalogue and the 'admin' user.
import type { Kysely } from 'kysely';
import { allPermissions } from '../../../shared/permissionCatalogue';
import { hashPassword } from '../../lib/password';
import { insertRole } from '../repositories/roles';
import { insertUser } from '../repositories/users';
import type { Database } from '../schema';
import { initialPassword } from './initialPassword';

export interface AdminSeedOptions {
  dataDir: string;
  adminPassword?: string;
  /** Where the file holding a generated password is announced (the log). */
  announce: (line: string) => void;
}

export async function seedAdmin(db: Kysely<Database>, options: AdminSeedOptions): Promise<void> {
  const role = await insertRole(db, {
    name: 'Admin',
    status: 'active',
    permissions: JSON.stringify(allPermissions()),
  });
  const { password, file } = initialPassword(
    options.dataDir,
    'initial-admin-password',
    options.adminPassword,
  );
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
  if (file) options.announce(`Initial admin account: username 'admin', its password is in ${file}`);
}
