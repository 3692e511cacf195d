// A staff user holding exactly `permissions` (through a role of their own), with `settings` (a language) in their
// profile, made through the API as the admin: a test that needs Arabic signs in as such a user and never changes
// the shared admin's language.
import { adminToken, api } from './browser';

export async function staffUser(permissions: readonly string[], settings?: Record<string, unknown>) {
  const token = await adminToken();
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const role = await api<{ id: number }>(
    'POST',
    'roles',
    { name: `e2e ${suffix}`, status: 'active', permissions },
    token,
  );
  if (role.status !== 201) throw new Error(`role: ${role.status}`);
  const password = 'Daily-use-1';
  const username = `daily${suffix}`;
  const user = await api<{ id: number }>(
    'POST',
    'users',
    {
      username,
      password,
      password_again: password,
      name: 'Günlük',
      lastname: 'Kullanıcı',
      email: `daily${suffix}@example.com`,
      phone: '(555) 111 22 33',
      title: 'Satış',
      type: 'sales',
      status: 'active',
      roles_id: role.body.id,
      branches_id: -1,
    },
    token,
  );
  if (user.status !== 201) throw new Error(`user: ${user.status}`);
  if (settings) {
    const login = await api<{ access_token: string }>('POST', 'authentications/users', {
      username,
      password,
    });
    const saved = await api('PUT', 'profile/data', { settings, shortcuts: [] }, login.body.access_token);
    if (saved.status !== 200) throw new Error(`profile: ${saved.status}`);
  }
  return { username, password };
}
