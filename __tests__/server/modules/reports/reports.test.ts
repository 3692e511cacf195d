// Reports: author and approval are the server's, APPROVE gates the approval (403) and a second one is a 409,
// an edit sends an approved report back to pending, rich text is sanitized, and the members reach rule holds on
// /reports and on the member's tab alike.
import type { ApiError } from '../../../../src/shared/types';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase, type TestApp } from '../../helpers/testApp';

describeEachDatabase('reports', (t) => {
  let admin = '';
  beforeAll(async () => {
    admin = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });
  const staff = async (app: TestApp, permissions: string[]) => {
    const user = await createStaff(app.app.db, { permissions });
    return { user, token: await sessionToken(app.app.db, app.config.jwtSecret, user.id) };
  };
  const member = async (extra: object = {}) =>
    (await call('POST', 'members', { ...sampleBody('members'), ...extra })).json<{
      id: number;
      name: string;
    }>();

  it('creates a pending report written by the caller, whatever the body claims, with names for the list', async () => {
    const m = await member();
    const res = await call('POST', 'reports', {
      ...sampleBody('reports'),
      member_id: m.id,
      status: 'approved',
      author_id: 999,
      approved_by: 1,
      content: '<p onclick="x()">İyi gidiyor<script>alert(1)</script></p>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      member_id: m.id,
      member_name: m.name,
      status: 'pending',
      author_id: 1,
      approved_by: null,
      approved_at: null,
      content: '<p>İyi gidiyor</p>',
    });
    const listed = await call('GET', `reports?member_id=${m.id}`);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()[0]).not.toHaveProperty('content');
    expect(listed.json()[0].author_name).not.toBe('');
  });

  it('refuses a missing field, a bad type, an end before the start and an unknown member (400, nothing stored)', async () => {
    const res = await call('POST', 'reports', {
      type: 'weekly',
      period_start: '2026-10-10',
      period_end: '2026-10-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().fields).toEqual({
      member_id: 'generic.fields.required',
      type: 'generic.fields.invalid',
      title: 'generic.fields.required',
      period_end: 'reports.errors.period_order',
      content: 'generic.fields.required',
    });
    const unknown = await call('POST', 'reports', { ...sampleBody('reports'), member_id: 987654 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().fields).toEqual({ member_id: 'generic.fields.not_found' });
  });

  it('approves with REPORTS_APPROVE only, once, recording who and when; an edit asks for approval again', async () => {
    const m = await member();
    const report = (await call('POST', 'reports', { ...sampleBody('reports'), member_id: m.id })).json();
    const writer = await staff(t(), [
      'REPORTS_SEARCH',
      'REPORTS_READ',
      'REPORTS_UPDATE',
      'MEMBERS_REACH_ALL',
    ]);
    const refused = await call('POST', `reports/${report.id}/_approve`, undefined, writer.token);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', `reports/${report.id}`)).json().status).toBe('pending');

    const approver = await staff(t(), ['REPORTS_APPROVE', 'MEMBERS_REACH_ALL']);
    const approved = await call('POST', `reports/${report.id}/_approve`, undefined, approver.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      approved_by: approver.user.id,
      approver_name: `${approver.user.name} ${approver.user.lastname}`,
      approved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const again = await call('POST', `reports/${report.id}/_approve`, undefined, approver.token);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error).toBe('transition_not_allowed');

    // Four eyes: the author (here the admin, who holds REPORTS_APPROVE) cannot approve their own report.
    const own = (await call('POST', 'reports', { ...sampleBody('reports'), member_id: m.id })).json();
    const self = await call('POST', `reports/${own.id}/_approve`);
    expect([self.statusCode, self.json<ApiError>().error]).toEqual([403, 'own_approval']);
    expect(self.json<ApiError>().translated_message).toMatch(/Kendi hazırladığınız kaydı onaylayamazsınız/);
    expect((await call('GET', `reports/${own.id}`)).json().status).toBe('pending');

    const edited = await call('PUT', `reports/${report.id}`, { title: 'Düzeltilmiş' }, writer.token);
    expect(edited.json()).toMatchObject({ title: 'Düzeltilmiş', status: 'pending', approved_by: null });
    expect((await call('POST', `reports/${report.id}/_approve`, undefined, approver.token)).statusCode).toBe(
      200,
    );
  });

  it("keeps a coach to own members' reports on /reports and on the member's tab", async () => {
    const coach = await staff(t(), ['REPORTS_SEARCH', 'REPORTS_READ', 'REPORTS_CREATE', 'REPORTS_DELETE']);
    const own = await member({ coach_id: coach.user.id });
    const other = await member();
    const mine = (
      await call('POST', 'reports', { ...sampleBody('reports'), member_id: own.id }, coach.token)
    ).json();
    const theirs = (await call('POST', 'reports', { ...sampleBody('reports'), member_id: other.id })).json();
    expect(mine.author_id).toBe(coach.user.id);

    const list = await call('GET', 'reports?start=0&count=100', undefined, coach.token);
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect((await call('GET', `reports/${theirs.id}`, undefined, coach.token)).statusCode).toBe(404);
    expect((await call('DELETE', `reports/${theirs.id}`, undefined, coach.token)).statusCode).toBe(404);
    const foreign = await call(
      'POST',
      'reports',
      { ...sampleBody('reports'), member_id: other.id },
      coach.token,
    );
    expect(foreign.statusCode).toBe(400);

    const tab = await call('GET', `members/${own.id}/reports`, undefined, coach.token);
    expect(tab.json().map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect((await call('GET', `members/${other.id}/reports`, undefined, coach.token)).statusCode).toBe(404);
    expect(
      (await call('GET', `members/${other.id}/reports`)).json().map((r: { id: number }) => r.id),
    ).toEqual([theirs.id]);
    // The tab's delete is scoped to the member in its path.
    expect((await call('DELETE', `members/${other.id}/reports/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `members/${own.id}/reports/${mine.id}`, undefined, coach.token)).statusCode,
    ).toBe(204);
  });

  it("filters by status and type, and a member's deletion takes their reports along", async () => {
    const m = await member();
    await call('POST', 'reports', { ...sampleBody('reports'), member_id: m.id, type: 'nutrition' });
    const second = (await call('POST', 'reports', { ...sampleBody('reports'), member_id: m.id })).json();
    // Approved by someone other than its author (four eyes).
    const approver = await staff(t(), ['REPORTS_APPROVE', 'MEMBERS_REACH_ALL']);
    await call('POST', `reports/${second.id}/_approve`, undefined, approver.token);
    const byType = await call('GET', `reports?member_id=${m.id}&type=nutrition`);
    expect(byType.json()).toHaveLength(1);
    const approved = await call('GET', `reports?member_id=${m.id}&status=approved`);
    expect(approved.json().map((r: { id: number }) => r.id)).toEqual([second.id]);
    expect((await call('DELETE', `members/${m.id}`)).statusCode).toBe(204);
    expect((await call('GET', `reports?member_id=${m.id}`)).json()).toEqual([]);
  });
});
