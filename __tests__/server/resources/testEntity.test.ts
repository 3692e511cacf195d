// The recipe, proven: an entity defined only in this test (registry rows, schema and migration in
// __tests__/fixtures/gadgets.ts, hooks below) gets every route, check and answer from the machinery.
import type { ApiError } from '../../../src/shared/types';
import { countReferences, insertRecord } from '../../../src/server/db/repositories/records';
import { omit, type EntityHooks } from '../../../src/server/resources/hooks';
import { GADGET_ROWS, gadgetMigration } from '../../fixtures/gadgets';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { describeEachDatabase, type TestApp } from '../helpers/testApp';

const hooks: Record<string, EntityHooks> = {
  gadgets: {
    toRow: (input) => omit(input, 'parts'),
    async afterWrite(record, input, { db }) {
      for (const label of (input.parts as string[] | undefined) ?? []) {
        await insertRecord(db, 'gadget_parts', { gadget_id: record.id, label });
      }
    },
    async decorate(records, { db }) {
      return Promise.all(
        records.map(async (r) => ({
          ...r,
          parts_count: await countReferences(db, 'gadget_parts', 'gadget_id', Number(r.id)),
        })),
      );
    },
    operations: {
      summary: async ({ record, db }) => ({
        id: record!.id,
        parts: await countReferences(db, 'gadget_parts', 'gadget_id', Number(record!.id)),
      }),
      show: async ({ record }) => ({
        body: Buffer.from(`%PDF-1.4\n% gadget ${record!.id}\n%%EOF\n`),
        type: 'application/pdf',
        fileName: `gadget-${record!.id}.pdf`,
      }),
    },
  },
};

const extend = (dialect: string) => ({
  resources: GADGET_ROWS,
  hooks,
  migrations: { '29990101_0001_gadgets': gadgetMigration(dialect === 'postgres') },
});

describeEachDatabase(
  'a test-only entity on the machinery',
  (t) => {
    let admin = '';
    beforeAll(async () => {
      admin = (await t().login()).access_token;
    });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
      t().request({ method, url: `/api/v1/${url}`, token, payload });
    const tokenWith = async (app: TestApp, permissions: string[]) => {
      const user = await createStaff(app.app.db, { permissions });
      return { user, token: await sessionToken(app.app.db, app.config.jwtSecret, user.id) };
    };

    it('lists, reads, creates, updates and deletes, each behind its permission', async () => {
      const created = await call('POST', 'gadgets', { name: 'Dambıl seti', parts: ['2 kg', '5 kg'] });
      expect(created.statusCode).toBe(201);
      const gadget = created.json();
      expect(gadget).toMatchObject({ name: 'Dambıl seti', status: 'pending', parts_count: 2 });
      expect((await call('GET', `gadgets/${gadget.id}`)).json()).toEqual(gadget);
      const list = await call('GET', 'gadgets?name=dambıl');
      expect([list.statusCode, list.headers['x-total-count']]).toEqual([200, '1']);
      expect((await call('PUT', `gadgets/${gadget.id}`, { name: 'Dambıl seti 2' })).json()).toMatchObject({
        name: 'Dambıl seti 2',
        parts_count: 2,
      });
      expect((await call('POST', 'gadgets', { name: '' })).json<ApiError>().fields).toEqual({
        name: 'generic.fields.required',
      });

      const reader = await tokenWith(t(), ['REPORTS_SEARCH', 'REPORTS_READ']);
      expect((await call('GET', 'gadgets', undefined, reader.token)).statusCode).toBe(200);
      expect((await call('POST', 'gadgets', { name: 'x' }, reader.token)).statusCode).toBe(403);
      expect((await call('DELETE', `gadgets/${gadget.id}`, undefined, reader.token)).statusCode).toBe(403);
      expect((await t().request({ method: 'GET', url: '/api/v1/gadgets' })).statusCode).toBe(401);

      const lone = (await call('POST', 'gadgets', { name: 'Tek' })).json();
      expect((await call('DELETE', `gadgets/${lone.id}`)).statusCode).toBe(204);
      expect((await call('GET', `gadgets/${lone.id}`)).statusCode).toBe(404);
    });

    it('serves the nested child under its parent only, and refuses to delete a parent in use', async () => {
      const a = (await call('POST', 'gadgets', { name: 'A' })).json();
      const b = (await call('POST', 'gadgets', { name: 'B' })).json();
      const part = await call('POST', `gadgets/${a.id}/parts`, { label: 'vida', gadget_id: b.id });
      expect(part.statusCode).toBe(201);
      // The parent comes from the path, never from the body.
      expect(part.json()).toMatchObject({ label: 'vida', gadget_id: a.id });
      expect((await call('GET', `gadgets/${a.id}/parts`)).json()).toHaveLength(1);
      expect((await call('GET', `gadgets/${b.id}/parts`)).json()).toEqual([]);
      expect((await call('GET', `gadgets/${b.id}/parts/${part.json().id}`)).statusCode).toBe(404);
      expect((await call('GET', 'gadgets/999999/parts')).statusCode).toBe(404);
      expect((await call('GET', 'gadgets/99999999999/parts')).statusCode).toBe(404);
      expect(
        (await call('PUT', `gadgets/${a.id}/parts/${part.json().id}`, { label: 'somun' })).json(),
      ).toMatchObject({ label: 'somun' });

      const inUse = await call('DELETE', `gadgets/${a.id}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json<ApiError>().error).toBe('in_use');
      expect((await call('DELETE', `gadgets/${a.id}/parts/${part.json().id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `gadgets/${a.id}`)).statusCode).toBe(204);
    });

    it('answers a JSON operation and a binary one (a PDF), and a failed binary call with the envelope', async () => {
      const g = (await call('POST', 'gadgets', { name: 'PDF', parts: ['x'] })).json();
      expect((await call('GET', `gadgets/${g.id}/_summary`)).json()).toEqual({ id: g.id, parts: 1 });
      const pdf = await call('POST', `gadgets/${g.id}/_show`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="gadget-${g.id}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
      const missing = await call('POST', 'gadgets/999999/_show');
      expect([missing.statusCode, missing.headers['content-type']]).toEqual([
        404,
        'application/json; charset=utf-8',
      ]);
      expect(missing.json<ApiError>().translations.tr).toBe('Kayıt bulunamadı.');
    });

    it('approves as a transition: APPROVE needed (403), who and when recorded, a second approval is a 409', async () => {
      const g = (await call('POST', 'gadgets', { name: 'Onay' })).json();
      const updater = await tokenWith(t(), ['REPORTS_UPDATE', 'REPORTS_READ']);
      expect((await call('PUT', `gadgets/${g.id}/approve`, undefined, updater.token)).statusCode).toBe(403);
      const approver = await tokenWith(t(), ['REPORTS_APPROVE']);
      const approved = await call('PUT', `gadgets/${g.id}/approve`, undefined, approver.token);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        status: 'approved',
        approved_by: approver.user.id,
        approved_at: expect.stringMatching(/^\d{4}-/),
      });
      const again = await call('PUT', `gadgets/${g.id}/approve`, undefined, approver.token);
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiError>()).toMatchObject({
        error: 'transition_not_allowed',
        translated_message: 'Kaydın şu anki durumunda bu işlem yapılamaz.',
      });
    });

    it('writes a record and its children in one transaction: a failing child leaves nothing behind', async () => {
      const before = (await call('GET', 'gadgets?count=1')).headers['x-total-count'];
      const failed = await call('POST', 'gadgets', { name: 'Yarım', parts: ['ok', 'BROKEN'] });
      expect(failed.statusCode).toBe(500);
      expect((await call('GET', 'gadgets?count=1')).headers['x-total-count']).toBe(before);
      expect((await call('GET', 'gadgets?name=Yarım')).json()).toEqual([]);
    });

    it('keeps computed fields fresh in cached lists: writes to a table the row depends on count', async () => {
      const g = (await call('POST', 'gadgets', { name: 'Sayaç' })).json();
      const count = async () => (await call('GET', 'gadgets?name=Sayaç')).json()[0].parts_count;
      expect(await count()).toBe(0);
      expect(await count()).toBe(0);
      await call('POST', `gadgets/${g.id}/parts`, { label: 'yeni' });
      expect(await count()).toBe(1);
    });

    it('applies the members reach rule to a member sub-resource', async () => {
      const coach = await tokenWith(t(), ['DIARIES_SEARCH', 'DIARIES_CREATE']);
      const member = (
        await call('POST', 'members', {
          name: 'Üye',
          birthdate: '1990-01-01',
          email: 'uye@x.tr',
          status: 'active',
          customer_type: 1,
          coach_id: coach.user.id,
        })
      ).json();
      const other = (
        await call('POST', 'members', {
          name: 'Başka',
          birthdate: '1990-01-01',
          email: 'baska@x.tr',
          status: 'active',
          customer_type: 1,
        })
      ).json();
      expect(
        (await call('POST', `members/${member.id}/notes`, { text: 'iyi' }, coach.token)).statusCode,
      ).toBe(201);
      expect((await call('GET', `members/${member.id}/notes`, undefined, coach.token)).json()).toHaveLength(
        1,
      );
      expect((await call('GET', `members/${other.id}/notes`, undefined, coach.token)).statusCode).toBe(404);
      expect((await call('POST', `members/${other.id}/notes`, { text: 'x' }, coach.token)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `members/${other.id}/notes`)).statusCode).toBe(200);
    });

    it("applies the owner's reach rule to a resource owned through a column, on reads and on writes", async () => {
      const coach = await tokenWith(t(), [
        'DIARIES_SEARCH',
        'DIARIES_CREATE',
        'DIARIES_READ',
        'DIARIES_UPDATE',
      ]);
      const newMember = async (name: string, coach_id?: number) =>
        (
          await call('POST', 'members', {
            name,
            birthdate: '1990-01-01',
            email: `${name.toLowerCase()}@x.tr`,
            status: 'active',
            customer_type: 1,
            ...(coach_id ? { coach_id } : {}),
          })
        ).json() as { id: number };
      const own = await newMember('Kendi', coach.user.id);
      const other = await newMember('Yabanci');
      const mine = (await call('POST', 'notes', { member_id: own.id, text: 'benim' }, coach.token)).json();
      const theirs = (await call('POST', 'notes', { member_id: other.id, text: 'onun' })).json();

      const listed = await call('GET', 'notes', undefined, coach.token);
      expect(listed.json().map((n: { id: number }) => n.id)).toEqual([mine.id]);
      expect(listed.headers['x-total-count']).toBe('1');
      expect((await call('GET', `notes/${theirs.id}`, undefined, coach.token)).statusCode).toBe(404);
      expect((await call('GET', 'notes')).json().length).toBeGreaterThanOrEqual(2);

      // A write naming a member out of reach (or none that exists) is refused on that field, nothing written.
      for (const member_id of [other.id, 999999]) {
        const refused = await call('POST', 'notes', { member_id, text: 'x' }, coach.token);
        expect(refused.statusCode).toBe(400);
        expect((refused.json() as ApiError).fields).toEqual({ member_id: 'generic.fields.not_found' });
      }
      const moved = await call('PUT', `notes/${mine.id}`, { member_id: other.id }, coach.token);
      expect(moved.statusCode).toBe(400);
      expect((await call('GET', `notes/${mine.id}`, undefined, coach.token)).json().member_id).toBe(own.id);

      // Reach follows the owner: once the member has another coach, the note is out of reach (list cache too).
      const next = await tokenWith(t(), ['DIARIES_SEARCH']);
      const reassigned = await call('PUT', `members/${own.id}`, { coach_id: next.user.id });
      expect(reassigned.json()).toMatchObject({ id: own.id, coach_id: next.user.id });
      expect((await call('GET', 'notes', undefined, coach.token)).json()).toEqual([]);
    });
  },
  {},
  extend,
);
