// Nobody grants what they do not hold (the escalations once found): single permissions that used to give full admin,
// own-role edits, the last admin, and sessions ended when a user or role is deactivated.
import { allPermissions } from '../../../src/shared/permissionCatalogue';
import type { ApiError } from '../../../src/shared/types';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase, type TestApp } from '../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('who may grant what', (t) => {
  let admin = '';
  let plainRole = 0;
  beforeAll(async () => {
    admin = (await t().login()).access_token;
    plainRole = (
      await call('POST', 'roles', { name: 'Sade', status: 'active', permissions: ['MEMBERS_SEARCH'] })
    ).json<{ id: number }>().id;
  });
  /** A new user of a role without admin rights (sampleBody's default role is the admin's). */
  const plainUser = () => ({ ...sampleBody('users'), roles_id: plainRole });
  const call = (method: Method, url: string, payload?: object, token = admin) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });
  const staff = async (app: TestApp, permissions: string[]) => {
    const user = await createStaff(app.app.db, { permissions });
    return { user, token: await sessionToken(app.app.db, app.config.jwtSecret, user.id) };
  };
  const code = async (res: Promise<{ statusCode: number; json: <T>() => T }>) => {
    const r = await res;
    return [r.statusCode, r.statusCode >= 400 ? r.json<ApiError>().error : 'ok'];
  };

  it('USERS_UPDATE alone cannot give its holder the admin role', async () => {
    // It holds what the plain user's role carries (MEMBERS_SEARCH), so it may touch that user at all.
    const { user, token } = await staff(t(), ['USERS_UPDATE', 'USERS_READ', 'MEMBERS_SEARCH']);
    expect(await code(call('PUT', `users/${user.id}`, { roles_id: 1 }, token))).toEqual([403, 'own_role']);
    const other = (await call('POST', 'users', plainUser())).json<{ id: number }>();
    expect(await code(call('PUT', `users/${other.id}`, { roles_id: 1 }, token))).toEqual([
      403,
      'grant_not_held',
    ]);
    // Its own role's permissions it holds: that role it may give.
    expect(await code(call('PUT', `users/${other.id}`, { roles_id: user.roles_id }, token))).toEqual([
      200,
      'ok',
    ]);
  });

  it('USERS_CREATE alone cannot create an admin, only a user whose role it fully holds', async () => {
    const { user, token } = await staff(t(), ['USERS_CREATE']);
    expect(await code(call('POST', 'users', { ...sampleBody('users'), roles_id: 1 }, token))).toEqual([
      403,
      'grant_not_held',
    ]);
    const empty = (await call('POST', 'roles', { name: 'Boş', status: 'active', permissions: [] })).json<{
      id: number;
    }>();
    expect(await code(call('POST', 'users', { ...sampleBody('users'), roles_id: empty.id }, token))).toEqual([
      201,
      'ok',
    ]);
    expect(
      await code(
        call('POST', 'users', { ...sampleBody('users'), roles_id: user.roles_id, type: 'admin' }, token),
      ),
    ).toEqual([403, 'grant_not_held']);
  });

  it('ROLES_UPDATE alone cannot widen its own role or any other beyond what it holds', async () => {
    const { user, token } = await staff(t(), [
      'ROLES_UPDATE',
      'ROLES_READ',
      'MEMBERS_SEARCH',
      'MEMBERS_READ',
    ]);
    expect(
      await code(call('PUT', `roles/${user.roles_id}`, { permissions: allPermissions() }, token)),
    ).toEqual([403, 'own_role']);
    const other = (
      await call('POST', 'roles', { name: 'Diğer', status: 'active', permissions: ['MEMBERS_READ'] })
    ).json<{ id: number }>();
    expect(
      await code(call('PUT', `roles/${other.id}`, { permissions: ['MEMBERS_READ', 'USERS_DELETE'] }, token)),
    ).toEqual([403, 'grant_not_held']);
    // Removing, or adding what the editor holds, is fine.
    expect(await code(call('PUT', `roles/${other.id}`, { permissions: ['MEMBERS_SEARCH'] }, token))).toEqual([
      200,
      'ok',
    ]);
  });

  it('keeps the last active admin: not deactivated, demoted or deleted', async () => {
    const second = (await call('POST', 'users', { ...sampleBody('users'), roles_id: 1 })).json<{
      id: number;
      username: string;
    }>();
    const secondToken = (await t().login(second.username, 'secret-123')).access_token;
    // Two admins: one may deactivate the other; then the survivor is the last one.
    expect(await code(call('PUT', 'users/1', { status: 'passive' }, secondToken))).toEqual([200, 'ok']);
    // Nobody but an admin touches an admin (who may touch whom), and an admin cannot demote themselves.
    const { token: manager } = await staff(t(), ['USERS_UPDATE', 'USERS_DELETE', 'USERS_READ']);
    expect(await code(call('PUT', `users/${second.id}`, { status: 'passive' }, manager))).toEqual([
      403,
      'user_out_of_grant',
    ]);
    expect(await code(call('DELETE', `users/${second.id}`, undefined, manager))).toEqual([
      403,
      'user_out_of_grant',
    ]);
    const empty = (
      await call('POST', 'roles', { name: 'Boş 2', status: 'active', permissions: [] }, secondToken)
    ).json<{ id: number }>();
    expect(await code(call('PUT', `users/${second.id}`, { roles_id: empty.id }, manager))).toEqual([
      403,
      'user_out_of_grant',
    ]);
    expect(await code(call('PUT', `users/${second.id}`, { status: 'passive' }, secondToken))).toEqual([
      403,
      'own_role',
    ]);
    expect(await code(call('DELETE', `users/${second.id}`, undefined, secondToken))).toEqual([
      403,
      'own_role',
    ]);
    // The seeded admin is editable like any user, and comes back.
    expect(await code(call('PUT', 'users/1', { status: 'active', title: 'Yönetici' }, secondToken))).toEqual([
      200,
      'ok',
    ]);
    // Deactivating ended the seeded admin's session: it signs in again.
    expect((await call('GET', 'users/1')).statusCode).toBe(401);
    admin = (await t().login()).access_token;
  });

  it('ends the sessions of a deactivated user, and of a deactivated role’s users, for good', async () => {
    const { user, token } = await staff(t(), ['MEMBERS_SEARCH']);
    expect((await call('GET', 'members', undefined, token)).statusCode).toBe(200);
    expect((await call('PUT', `users/${user.id}`, { status: 'passive' })).statusCode).toBe(200);
    expect((await call('PUT', `users/${user.id}`, { status: 'active' })).statusCode).toBe(200);
    expect((await call('GET', 'members', undefined, token)).statusCode).toBe(401);

    const { user: other, token: otherToken } = await staff(t(), ['MEMBERS_SEARCH']);
    expect((await call('PUT', `roles/${other.roles_id}`, { status: 'passive' })).statusCode).toBe(200);
    expect((await call('PUT', `roles/${other.roles_id}`, { status: 'active' })).statusCode).toBe(200);
    expect((await call('GET', 'members', undefined, otherToken)).statusCode).toBe(401);
  });

  // Every permission of the catalogue, alone, against every write that could reach admin; in chunks of 25 so each
  // test stays short.
  const chunks = Array.from({ length: Math.ceil(allPermissions().length / 25) }, (_, i) =>
    allPermissions().slice(i * 25, i * 25 + 25),
  );
  it.each(chunks.map((chunk) => [chunk[0], chunk[chunk.length - 1], chunk] as const))(
    'no single permission (%s … %s) reaches admin through any user or role write',
    async (_first, _last, chunk) => {
      const victim = (await call('POST', 'users', plainUser())).json<{ id: number }>();
      const roleOf = async (id: number) =>
        (await call('GET', `users/${id}`)).json<{ roles_id: number }>().roles_id;
      for (const permission of chunk) {
        const { user, token } = await staff(t(), [permission]);
        const attempts: [Method, string, object?][] = [
          ['POST', 'users', { ...sampleBody('users'), roles_id: 1 }],
          ['PUT', `users/${user.id}`, { roles_id: 1 }],
          ['PUT', `users/${victim.id}`, { roles_id: 1 }],
          ['POST', 'roles', { name: `Süper ${permission}`, status: 'active', permissions: allPermissions() }],
          ['PUT', `roles/${user.roles_id}`, { permissions: allPermissions() }],
          ['PUT', 'roles/1', { status: 'passive' }],
          ['DELETE', 'roles/1'],
        ];
        for (const [method, url, payload] of attempts) {
          const res = await call(method, url, payload, token);
          expect([permission, method, url, res.statusCode < 300]).toEqual([permission, method, url, false]);
        }
        expect(await roleOf(user.id)).toBe(user.roles_id);
      }
      expect(await roleOf(victim.id)).toBe(plainRole);
      const adminRole = (await call('GET', 'roles/1')).json<{ status: string; permissions: string[] }>();
      expect([adminRole.status, adminRole.permissions.length]).toEqual(['active', allPermissions().length]);
    },
  );

  it('who may touch whom: nobody but an admin changes an admin’s e-mail, deletes or demotes an admin', async () => {
    const before = (await call('GET', 'users/1')).json<{ email: string }>().email;
    const { token: updater } = await staff(t(), ['USERS_UPDATE', 'USERS_READ', 'USERS_SEARCH']);
    const takeover = await call('PUT', 'users/1', { email: 'me@attacker.example' }, updater);
    expect([takeover.statusCode, takeover.json<ApiError>().error]).toEqual([403, 'user_out_of_grant']);
    expect(takeover.json<ApiError>().translated_message).toMatch(/sahip olmadığınız yetkileri var/);
    expect((await call('GET', 'users/1')).json<{ email: string }>().email).toBe(before);
    // A second admin: a USERS_DELETE holder cannot delete them, nor can role editors demote them.
    const second = (await call('POST', 'users', { ...sampleBody('users'), roles_id: 1 })).json<{
      id: number;
    }>();
    const { token: deleter } = await staff(t(), ['USERS_DELETE', 'USERS_READ']);
    expect(await code(call('DELETE', `users/${second.id}`, undefined, deleter))).toEqual([
      403,
      'user_out_of_grant',
    ]);
    const { token: roleEditor } = await staff(t(), ['ROLES_UPDATE', 'ROLES_READ', 'USERS_UPDATE']);
    expect(await code(call('PUT', 'roles/1', { status: 'passive' }, roleEditor))).toEqual([
      403,
      'role_out_of_grant',
    ]);
    expect(await code(call('PUT', `users/${second.id}`, { roles_id: plainRole }, roleEditor))).toEqual([
      403,
      'user_out_of_grant',
    ]);
    // The SPA is told which records are read-only to the caller.
    const list = await call('GET', 'users?count=100', undefined, updater);
    const flags = new Map(list.json<{ id: number; editable: boolean }[]>().map((u) => [u.id, u.editable]));
    expect(flags.get(1)).toBe(false);
    expect(flags.get(second.id)).toBe(false);
    const roles = (await call('GET', 'roles/1', undefined, roleEditor)).json<{ editable: boolean }>();
    expect(roles.editable).toBe(false);
    // An admin may, and a manager still edits a coach whose permissions it holds.
    expect(await code(call('PUT', `users/${second.id}`, { title: 'Müdür' }))).toEqual([200, 'ok']);
    const coach = (await call('POST', 'users', plainUser())).json<{ id: number }>();
    const { token: manager } = await staff(t(), ['USERS_UPDATE', 'USERS_READ', 'MEMBERS_SEARCH']);
    expect(await code(call('PUT', `users/${coach.id}`, { email: 'coach.new@example.com' }, manager))).toEqual(
      [200, 'ok'],
    );
    expect(await code(call('DELETE', `users/${second.id}`))).toEqual([204, 'ok']);
  });
});
