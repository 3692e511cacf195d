import { verifyPassword } from '../../../../src/server/lib/password';
import { readPending } from '../../../../src/server/db/repositories/outbox';
import type { ApiError } from '../../../../src/shared/types';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase('members', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });

  it('requires name, birthdate, email, status and customer_type, with the spec messages as keys', async () => {
    const res = await call('POST', 'members', { phone: '(532) 555 00 00' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().fields).toEqual({
      name: 'generic.fields.required',
      birthdate: 'generic.fields.required',
      email: 'generic.fields.required',
      status: 'generic.fields.required',
      customer_type: 'generic.fields.required',
    });
    const bad = await call('POST', 'members', {
      ...sampleBody('members'),
      email: 'x@',
      birthdate: '17/05/1990',
    });
    expect(bad.json<ApiError>().fields).toEqual({
      email: 'generic.fields.email_format_err',
      birthdate: 'generic.fields.invalid',
    });
  });

  it('answers the names of the branch and staff it points at, to a reader of members who may not read them', async () => {
    const branch = await call('POST', 'branches', { ...sampleBody('branches'), name: 'Kadıköy Şubesi' });
    expect(branch.statusCode).toBe(201);
    const coach = await createStaff(t().app.db, { permissions: [] });
    const member = await call('POST', 'members', {
      ...sampleBody('members'),
      branches_id: branch.json<{ id: number }>().id,
      coach_id: coach.id,
    });
    expect(member.statusCode).toBe(201);
    const sales = await createStaff(t().app.db, {
      permissions: ['MEMBERS_SEARCH', 'MEMBERS_READ', 'MEMBERS_REACH_ALL'],
    });
    const salesToken = await sessionToken(t().app.db, t().config.jwtSecret, sales.id);
    const read = await t().request({
      method: 'GET',
      url: `/api/v1/members/${member.json<{ id: number }>().id}`,
      token: salesToken,
    });
    expect(read.json()).toMatchObject({
      names: { branches_id: 'Kadıköy Şubesi', coach_id: `Staff ${coach.lastname}` },
    });
    // The branch itself stays closed to them.
    const direct = await t().request({
      method: 'GET',
      url: `/api/v1/branches/${branch.json<{ id: number }>().id}`,
      token: salesToken,
    });
    expect(direct.statusCode).toBe(403);
  });

  it('applies the create defaults and stores an empty reference as 0', async () => {
    const { height, target_daily_calorie, use_device_health, ...body } = sampleBody('members');
    void height;
    void target_daily_calorie;
    void use_device_health;
    const created = (await call('POST', 'members', { ...body, reference: '' })).json();
    expect(created).toMatchObject({ reference: 0, height: 0, target_daily_calorie: 0, use_device_health: 0 });
  });

  it('members/_sendPassword stores a new hash and queues the e-mail in the outbox', async () => {
    const member = (await call('POST', 'members', { ...sampleBody('members'), password: 'initial' })).json();
    const before = await t()
      .app.db.selectFrom('members')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('initial', String(before.password_hash))).toBe(true);

    const res = await call('POST', 'members/_sendPassword', { id: member.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: member.id,
      recipient: member.email,
      outbox_id: expect.any(Number),
      queued_only: true,
    });
    expect(res.body).not.toMatch(/password/i);

    const after = await t()
      .app.db.selectFrom('members')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).not.toBe(before.password_hash);
    const mail = await t()
      .app.db.selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ channel: 'email', sent_at: null, status: 'pending', encrypted: 1 });
    // Stored encrypted: the password is not in the row; the sender decrypts it.
    const [pending] = (await readPending(t().app.db)).filter((m) => m.id === mail.id);
    const sent = /: (\S+)\n/.exec(pending?.body ?? '')?.[1] ?? '';
    expect(sent).not.toBe('');
    expect(mail.body).not.toContain(sent);
    expect(await verifyPassword(sent, String(after.password_hash))).toBe(true);

    expect((await call('POST', 'members/_sendPassword', { id: 999999 })).statusCode).toBe(404);
    expect((await call('POST', 'members/_sendPassword', {})).json<ApiError>().fields).toEqual({
      id: 'generic.fields.required',
    });
  });

  it('without MEMBERS_REACH_ALL, staff reach only the members assigned to them as coach or nutritionist', async () => {
    const perms = ['MEMBERS_SEARCH', 'MEMBERS_READ', 'MEMBERS_UPDATE'];
    const coach = await createStaff(t().app.db, { permissions: perms });
    const all = await createStaff(t().app.db, { permissions: [...perms, 'MEMBERS_REACH_ALL'] });
    const coachToken = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const allToken = await sessionToken(t().app.db, t().config.jwtSecret, all.id);
    const mine = (
      await call('POST', 'members', { ...sampleBody('members'), name: 'Erişim Bende', coach_id: coach.id })
    ).json();
    const fed = (
      await call('POST', 'members', {
        ...sampleBody('members'),
        name: 'Erişim Diyet',
        nutritionist_id: coach.id,
      })
    ).json();
    const other = (
      await call('POST', 'members', { ...sampleBody('members'), name: 'Erişim Başkası' })
    ).json();
    const as = (tok: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t().request({ method, url: `/api/v1/${url}`, token: tok, payload });

    const listed = await as(coachToken, 'GET', 'members?name=Erişim&sort=name&sort_by=ASC');
    expect(listed.json().map((m: { name: string }) => m.name)).toEqual(['Erişim Bende', 'Erişim Diyet']);
    expect(listed.headers['x-total-count']).toBe('2');
    expect((await as(coachToken, 'GET', `members/${mine.id}`)).statusCode).toBe(200);
    expect((await as(coachToken, 'GET', `members/${fed.id}`)).statusCode).toBe(200);
    expect((await as(coachToken, 'GET', `members/${other.id}`)).statusCode).toBe(404);
    expect((await as(coachToken, 'PUT', `members/${other.id}`, { job: 'x' })).statusCode).toBe(404);
    // Refused calls are not counted: five of them leave the member's limit (3) to those who reach them.
    for (let i = 0; i < 5; i += 1)
      expect((await as(coachToken, 'POST', 'members/_sendPassword', { id: other.id })).statusCode).toBe(404);
    expect((await as(allToken, 'POST', 'members/_sendPassword', { id: other.id })).statusCode).toBe(200);

    expect((await as(allToken, 'GET', 'members?name=Erişim')).headers['x-total-count']).toBe('3');
    expect((await as(allToken, 'GET', `members/${other.id}`)).statusCode).toBe(200);
  });

  it('limits members/_sendPassword per member (3) and per caller (20) in 15 minutes: 429 with Retry-After', async () => {
    const caller = await createStaff(t().app.db, {
      permissions: ['MEMBERS_UPDATE', 'MEMBERS_CREATE', 'MEMBERS_REACH_ALL'],
    });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, caller.id);
    const send = (id: number) =>
      t().request({ method: 'POST', url: '/api/v1/members/_sendPassword', token: as, payload: { id } });
    const member = async () =>
      (await call('POST', 'members', sampleBody('members'))).json<{ id: number }>().id;
    const first = await member();
    for (let i = 0; i < 3; i += 1) expect((await send(first)).statusCode).toBe(200);
    const refused = await send(first);
    expect([refused.statusCode, refused.headers['retry-after'], refused.json<ApiError>().error]).toEqual([
      429,
      '900',
      'too_many_attempts',
    ]);
    // Other members still get theirs, until the caller's own bound.
    const others = await Promise.all(Array.from({ length: 9 }, member));
    const codes: number[] = [];
    for (const id of others) for (let i = 0; i < 2; i += 1) codes.push((await send(id)).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(17);
    expect(codes.slice(-1)).toEqual([429]);
  });
});
