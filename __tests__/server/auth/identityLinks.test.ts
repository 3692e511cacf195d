// Provider links belong to their user (finding 1): a manager who plants their own provider address as a
// lesser user's e-mail cannot sign in as that user; a link made before is dropped when someone else changes the
// user's e-mail, role or type (and the user's sessions end); a permitted admin removes a link; every link and
// unlink is in the history.
import type { LightMyRequestResponse } from 'fastify';
import { createBranch, createStaff, sessionToken } from '../helpers/fixtures';
import { makeProvider, type Provider } from '../helpers/idTokens';
import { createTestApp, testDialects, type TestApp } from '../helpers/testApp';

const SIGN_IN = '/api/v1/authentications/oidc';
let provider: Provider;

beforeAll(async () => {
  provider = await makeProvider();
});

for (const dialect of testDialects()) {
  describe(`provider links belong to their user [${dialect}]`, () => {
    let t: TestApp;
    let branchId: number;
    let managerToken: string;
    let managerId: number;

    beforeAll(async () => {
      t = await createTestApp(dialect, provider.config());
      branchId = await createBranch(t.app.db);
      // The demo manager's reach on users: search, read and update, nothing of the admin's.
      const manager = await createStaff(t.app.db, {
        permissions: ['USERS_SEARCH', 'USERS_READ', 'USERS_UPDATE', 'HISTORY_READ'],
      });
      managerId = manager.id;
      managerToken = await sessionToken(t.app.db, t.config.jwtSecret, manager.id);
    });
    afterAll(() => t.close());

    const signIn = async (email: string, subject: string) =>
      t.request({
        method: 'POST',
        url: SIGN_IN,
        payload: { id_token: await provider.idToken({ email, subject }) },
        headers: { 'accept-language': 'tr' },
      });

    /** PUT users/{id} as `token` with the stored record changed by `changes`. */
    async function editUser(token: string, id: number, changes: Record<string, unknown>) {
      const current = (await t.request({ method: 'GET', url: `/api/v1/users/${id}`, token })).json();
      const { username, email, type, name, lastname, title, phone, status, roles_id } = current;
      return t.request({
        method: 'PUT',
        url: `/api/v1/users/${id}`,
        token,
        payload: {
          ...{ username, email, type, name, lastname, title, phone, status, roles_id },
          branches_id: branchId,
          ...changes,
        },
      });
    }

    const linksOf = (userId: number) =>
      t.app.db.selectFrom('identity_links').select('subject').where('user_id', '=', userId).execute();

    const historyOf = async (userId: number) =>
      t.app.db
        .selectFrom('history')
        .select(['action', 'user_id', 'changes'])
        .where('entity', '=', 'users')
        .where('entity_id', '=', String(userId))
        .where('action', 'in', ['linkIdentity', 'unlinkIdentity'])
        .orderBy('id')
        .execute();

    const liveSessions = (userId: number) =>
      t.app.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();

    const ok = (res: LightMyRequestResponse) => expect([res.statusCode, res.body]).toEqual([200, res.body]);

    it('refuses a first sign-in through an e-mail someone else planted, and keeps refusing after it is put back', async () => {
      const victim = await createStaff(t.app.db);
      const original = victim.email;
      ok(await editUser(managerToken, victim.id, { email: 'manager.own@provider.test' }));
      const planted = await signIn('manager.own@provider.test', 'sub-manager');
      expect([planted.statusCode, planted.json().error]).toEqual([403, 'oidc_email_not_own']);
      expect(planted.json().translated_message).toMatch(/Hesabımı bağla/);
      expect(await linksOf(victim.id)).toEqual([]);
      // Put back by the manager: still someone else's typing, still no link by e-mail.
      ok(await editUser(managerToken, victim.id, { email: original }));
      expect((await signIn(original, 'sub-victim')).statusCode).toBe(403);
      // The user sets their own e-mail (their own session): now it links at their first sign-in.
      const victimToken = await sessionToken(t.app.db, t.config.jwtSecret, victim.id);
      await t.app.db
        .updateTable('roles')
        .set({ permissions: JSON.stringify(['USERS_READ', 'USERS_UPDATE']) })
        .where('id', '=', victim.roles_id!)
        .execute();
      ok(await editUser(victimToken, victim.id, { email: 'victim.own@provider.test' }));
      const own = await signIn('victim.own@provider.test', 'sub-victim');
      expect([own.statusCode, own.json().id]).toEqual([200, victim.id]);
      expect(await linksOf(victim.id)).toEqual([{ subject: 'sub-victim' }]);
      const [linked] = await historyOf(victim.id);
      expect(linked).toMatchObject({ action: 'linkIdentity', user_id: victim.id });
      expect(JSON.parse(linked!.changes)).toEqual([
        { field: 'identity_provider', after: 'https://id.example.test/' },
      ]);
    });

    it.each([
      ['e-mail', (u: { email: string }) => ({ email: `x.${u.email}` })],
      ['role', () => ({ roles_id: 'other' })],
      ['type', () => ({ type: 'sales' })],
    ])('drops the links and the sessions when someone else changes the %s', async (_what, change) => {
      const user = await createStaff(t.app.db);
      expect((await signIn(user.email, `sub-${user.id}`)).statusCode).toBe(200);
      expect(await liveSessions(user.id)).toHaveLength(1);
      let changes = change(user) as Record<string, unknown>;
      if (changes.roles_id === 'other') {
        // A role the manager holds all of: theirs.
        const manager = await t.app.db
          .selectFrom('users')
          .select('roles_id')
          .where('id', '=', managerId)
          .executeTakeFirstOrThrow();
        changes = { roles_id: manager.roles_id };
      }
      ok(await editUser(managerToken, user.id, changes));
      expect(await linksOf(user.id)).toEqual([]);
      expect(await liveSessions(user.id)).toEqual([]);
      const entries = await historyOf(user.id);
      expect(entries.map((e) => [e.action, e.user_id])).toEqual([
        ['linkIdentity', user.id],
        ['unlinkIdentity', managerId],
      ]);
      // The provider account no longer signs in as them.
      expect((await signIn('someone@provider.test', `sub-${user.id}`)).statusCode).toBe(403);
    });

    it('keeps the link when the user changes their own e-mail', async () => {
      const user = await createStaff(t.app.db, { permissions: ['USERS_READ', 'USERS_UPDATE'] });
      expect((await signIn(user.email, `sub-${user.id}`)).statusCode).toBe(200);
      const own = await sessionToken(t.app.db, t.config.jwtSecret, user.id);
      ok(await editUser(own, user.id, { email: `new.${user.email}` }));
      expect(await linksOf(user.id)).toEqual([{ subject: `sub-${user.id}` }]);
    });

    it('shows the link on the user and lets a permitted admin remove it; others may not', async () => {
      const user = await createStaff(t.app.db);
      expect((await signIn(user.email, `sub-${user.id}`)).statusCode).toBe(200);
      const shown = await t.request({ method: 'GET', url: `/api/v1/users/${user.id}`, token: managerToken });
      expect(shown.json()).toMatchObject({ identity_linked: true });
      expect(shown.json()).not.toHaveProperty('email_linkable');

      const reader = await createStaff(t.app.db, { permissions: ['USERS_READ'] });
      const readerToken = await sessionToken(t.app.db, t.config.jwtSecret, reader.id);
      const url = `/api/v1/users/${user.id}/_unlinkIdentity`;
      expect((await t.request({ method: 'POST', url, token: readerToken })).statusCode).toBe(403);
      expect(await linksOf(user.id)).toHaveLength(1);

      const removed = await t.request({ method: 'POST', url, token: managerToken });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ id: user.id, identity_linked: false });
      expect(await linksOf(user.id)).toEqual([]);
      expect(await liveSessions(user.id)).toEqual([]);
      expect((await historyOf(user.id)).map((e) => [e.action, e.user_id])).toEqual([
        ['linkIdentity', user.id],
        ['unlinkIdentity', managerId],
      ]);
    });

    it('a manager cannot remove the admin’s link (who may touch whom)', async () => {
      const admin = await t.login();
      await t.request({
        method: 'POST',
        url: '/api/v1/profile/identity',
        token: admin.access_token,
        payload: { id_token: await provider.idToken({ email: 'owner@provider.test', subject: 'sub-owner' }) },
      });
      expect(await linksOf(1)).toEqual([{ subject: 'sub-owner' }]);
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/users/1/_unlinkIdentity',
        token: managerToken,
      });
      expect(res.statusCode).toBe(403);
      expect(await linksOf(1)).toHaveLength(1);
      // The admin's own link and unlink from the profile are in the history too.
      await t.request({ method: 'DELETE', url: '/api/v1/profile/identity', token: admin.access_token });
      expect((await historyOf(1)).map((e) => [e.action, e.user_id])).toEqual([
        ['linkIdentity', 1],
        ['unlinkIdentity', 1],
      ]);
    });
  });
}
