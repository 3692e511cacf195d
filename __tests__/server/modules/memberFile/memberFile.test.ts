// The member file: packages (list, one, create, update, no DELETE; legacy payment keys; the date rule;
// what was sold must exist), notifications (free and payment reminder, stored with sender and delivery state,
// mailed through the outbox to a local SMTP server), consultation versions saved whole with `_bulk` (one bad
// answer stores nothing), and the members reach rule on every sub-resource.
import type { ConsultationRecord } from '../../../../src/shared/schemas/consultations';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import type { NotificationRecord } from '../../../../src/shared/schemas/notifications';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { createTestApp, describeEachDatabase, testDialects, type TestApp } from '../../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A member, a personal-training type and a course package, made through the API as admin. */
async function world(t: TestApp, token: string) {
  const post = async (url: string, payload: object) =>
    (await t.request({ method: 'POST', url: `/api/v1/${url}`, token, payload })).json<{
      id: number;
      email?: string;
    }>();
  const member = await post('members', { ...sampleBody('members'), name: 'Ayşe Demir' });
  const type = await post('personalTrainingsTypes', sampleBody('personal_training_types'));
  const course = await post('coursePackages', sampleBody('course_packages'));
  return { member, type, course };
}

describeEachDatabase('member file', (t) => {
  let token = '';
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    token = (await t().login()).access_token;
    w = await world(t(), token);
  });
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, ...(payload ? { payload } : {}) });
  const pkgBody = (extra: object = {}) => ({
    ...sampleBody('member_packages'),
    product_id: w.type.id,
    ...extra,
  });

  it('packages: create, list with lessons left and the sold item, read, update; no DELETE route', async () => {
    const created = await call(
      'POST',
      `members/${w.member.id}/packages`,
      pkgBody({ lesson_count: 10, used_lessons: 4 }),
    );
    expect(created.statusCode).toBe(201);
    const pkg = created.json<MemberPackageRecord>();
    expect(pkg).toMatchObject({ member_id: w.member.id, remaining_lessons: 6, payment_type: 'unpaid' });
    const course = await call(
      'POST',
      `members/${w.member.id}/packages`,
      pkgBody({
        product_type: 'course_package',
        product_id: w.course.id,
        payment_type: 'cash',
        price: 1234.5,
      }),
    );
    expect(course.json<MemberPackageRecord>()).toMatchObject({
      price: 1234.5,
      product_type: 'course_package',
    });

    const list = await call('GET', `members/${w.member.id}/packages`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json<MemberPackageRecord[]>().every((p) => p.product_name)).toBe(true);
    expect((await call('GET', `members/${w.member.id}/packages/${pkg.id}`)).json()).toMatchObject({
      id: pkg.id,
    });

    const updated = await call('PUT', `members/${w.member.id}/packages/${pkg.id}`, {
      payment_type: 'credit_card_single',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ payment_type: 'credit_card_single', lesson_count: 10 });

    expect((await call('DELETE', `members/${w.member.id}/packages/${pkg.id}`)).statusCode).toBe(404);
    expect((await call('GET', `members/${w.member.id}/packages/${pkg.id}`)).statusCode).toBe(200);
  });

  it('packages: legacy payment keys are read and kept on edit, never accepted for a new record', async () => {
    const refused = await call('POST', `members/${w.member.id}/packages`, pkgBody({ payment_type: 'nakit' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { payment_type: 'generic.fields.invalid' } });
    const pkg = (
      await call('POST', `members/${w.member.id}/packages`, pkgBody())
    ).json<MemberPackageRecord>();
    await t()
      .app.db.updateTable('member_packages')
      .set({ payment_type: 'taksit' })
      .where('id', '=', pkg.id)
      .execute();
    const edited = await call('PUT', `members/${w.member.id}/packages/${pkg.id}`, { invoice_number: 'FT-9' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ payment_type: 'taksit', invoice_number: 'FT-9' });
  });

  it('packages: end not before start, dates as yyyy-MM-dd, a sold item that exists; 400 names the fields', async () => {
    const order = await call(
      'POST',
      `members/${w.member.id}/packages`,
      pkgBody({ starttime: '2027-01-10', endtime: '2027-01-09' }),
    );
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ fields: { endtime: 'memberPackages.errors.end_before_start' } });
    const format = await call(
      'POST',
      `members/${w.member.id}/packages`,
      pkgBody({ starttime: '10/01/2027' }),
    );
    expect(format.json()).toMatchObject({ fields: { starttime: 'generic.fields.invalid' } });
    const missing = await call('POST', `members/${w.member.id}/packages`, pkgBody({ product_id: 99999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { product_id: 'generic.fields.not_found' } });
    const sameDay = await call(
      'POST',
      `members/${w.member.id}/packages`,
      pkgBody({ starttime: '2027-01-10', endtime: '2027-01-10' }),
    );
    expect(sameDay.statusCode).toBe(201);
  });

  it('notifications: a free one and a payment reminder are stored with sender and state and queued as mail', async () => {
    const sent = await call('POST', `members/${w.member.id}/notifications/_send`, {
      title: 'Duyuru',
      message: 'Merhaba',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'free', channel: 'email', sender_id: 1, queued_only: true });
    const pkg = (
      await call('POST', `members/${w.member.id}/packages`, pkgBody())
    ).json<MemberPackageRecord>();
    const reminded = await call('POST', `members/${w.member.id}/packages/${pkg.id}/_remind`);
    expect(reminded.statusCode).toBe(201);
    expect(reminded.json<NotificationRecord>().message).toContain('Ayşe Demir');
    expect(reminded.json<NotificationRecord>().message).toContain('₺');

    // A package paid in full has nothing to be reminded of (payments.test.ts: the reminder's text).
    const paid = (
      await call('POST', `members/${w.member.id}/packages`, pkgBody({ payment_type: 'cash' }))
    ).json<MemberPackageRecord>();
    await call('POST', `members/${w.member.id}/packages/${paid.id}/payments`, {
      amount: paid.price,
      method: 'cash',
    });
    expect((await call('POST', `members/${w.member.id}/packages/${paid.id}/_remind`)).statusCode).toBe(409);

    const list = await call('GET', `members/${w.member.id}/notifications`);
    const rows = list.json<NotificationRecord[]>();
    expect(rows.map((n) => n.kind)).toEqual(['payment_reminder', 'free']);
    expect(rows[0]).toMatchObject({
      package_id: pkg.id,
      delivery_state: 'pending',
      recipient: w.member.email,
    });
    expect(rows[0].sender_name).not.toBe('');
    const outbox = await t()
      .app.db.selectFrom('outbox')
      .selectAll()
      .where('id', '=', rows[0].outbox_id!)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ recipient: w.member.email, status: 'pending' });

    const bad = await call('POST', `members/${w.member.id}/notifications/_send`, { title: '', message: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { title: 'generic.fields.required' } });
  });

  it('consultations: _bulk saves versions with who filled them in; one bad answer stores nothing', async () => {
    const url = `members/${w.member.id}/consultations`;
    const first = await call('POST', `${url}/_bulk`, {
      type: 'sports',
      answers: { q1: { answer: 'no' }, q47: { answer: 'yes', note: 'Bıraktı' } },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<ConsultationRecord>()).toMatchObject({
      version: 1,
      type: 'sports',
      filled_by: 1,
      filled_by_name: expect.any(String),
    });
    const second = await call('POST', `${url}/_bulk`, { type: 'sports', answers: { q1: { answer: 'yes' } } });
    expect(second.json<ConsultationRecord>().version).toBe(2);

    const before = (await call('GET', url)).headers['x-total-count'];
    const bad = await call('POST', `${url}/_bulk`, {
      type: 'nutrition',
      answers: { bes_q1: { answer: 'own' }, bes_q2: { answer: 'dietician' }, bes_q3: { answer: 'maybe' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { 'answers.bes_q3.answer': 'generic.fields.invalid' } });
    const unknown = await call('POST', `${url}/_bulk`, {
      type: 'nutrition',
      answers: { bes_q99: { answer: 'own' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await call('POST', `${url}/_bulk`, { type: 'nutrition', answers: {} })).statusCode).toBe(400);
    expect((await call('GET', url)).headers['x-total-count']).toBe(before);

    const listed = (await call('GET', `${url}?type=sports`)).json<ConsultationRecord[]>();
    expect(listed.map((c) => c.version)).toEqual([2, 1]);
    expect(listed[1].answers).toEqual({
      q1: { answer: 'no', note: '' },
      q47: { answer: 'yes', note: 'Bıraktı' },
    });
  });

  it('consultations: a cardio test stores the VO2max of its protocol', async () => {
    const res = await call('POST', `members/${w.member.id}/consultations/_bulk`, {
      type: 'cardio',
      answers: { protocol: 'cooper', resting_hr: 62, bp_systolic: 120, bp_diastolic: 80, distance_m: 2400 },
    });
    expect(res.statusCode).toBe(201);
    // (2400 − 504.9) / 44.73 = 42.37
    expect(res.json<ConsultationRecord>().answers).toMatchObject({ protocol: 'cooper', vo2max: 42.4 });
    const bad = await call('POST', `members/${w.member.id}/consultations/_bulk`, {
      type: 'cardio',
      answers: { protocol: 'treadmill', resting_hr: 62, bp_systolic: 120, bp_diastolic: 80 },
    });
    expect(bad.json()).toMatchObject({ fields: { 'answers.protocol': 'generic.fields.invalid' } });
  });

  it("packages: the spec's six fields are enough; a product named halfway is refused", async () => {
    const six = {
      payment_type: 'cash',
      invoice_number: 'F-2026-11',
      lesson_count: 12,
      starttime: '2026-11-01',
      endtime: '2026-12-01',
      price: 2400,
    };
    const created = await call('POST', `members/${w.member.id}/packages`, six);
    expect(created.statusCode).toBe(201);
    expect(created.json<MemberPackageRecord>()).toMatchObject({
      ...six,
      product_type: null,
      product_id: null,
      product_name: '',
      remaining_lessons: 12,
    });
    const half = await call('POST', `members/${w.member.id}/packages`, {
      ...six,
      product_type: 'course_package',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ fields: { product_id: 'generic.fields.required' } });
    const typeless = await call('POST', `members/${w.member.id}/packages`, {
      ...six,
      product_id: w.course.id,
    });
    expect(typeless.statusCode).toBe(400);
    expect(typeless.json()).toMatchObject({ fields: { product_type: 'generic.fields.required' } });
    // An edit may link the package to what was sold afterwards.
    const id = created.json<MemberPackageRecord>().id;
    const linked = await call('PUT', `members/${w.member.id}/packages/${id}`, {
      product_type: 'course_package',
      product_id: w.course.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<MemberPackageRecord>().product_name).not.toBe('');
  });

  it("consultations: each questionnaire needs its type's key, to read and to write", async () => {
    const url = `members/${w.member.id}/consultations`;
    const ANSWERS = {
      sports: { q1: { answer: 'no' } },
      cardio: { protocol: 'cooper', resting_hr: 62, bp_systolic: 120, bp_diastolic: 80, distance_m: 2400 },
      nutrition: { bes_q1: { answer: 'own' } },
    };
    for (const type of ['sports', 'cardio', 'nutrition'] as const) {
      expect((await call('POST', `${url}/_bulk`, { type, answers: ANSWERS[type] })).statusCode).toBe(201);
    }
    const nutritionist = await createStaff(t().app.db, {
      permissions: [
        'MEMBER_CONSULTATION_SEARCH',
        'MEMBER_CONSULTATION_CREATE',
        // The nutrition questionnaire was filled in before: this is its next version.
        'MEMBER_CONSULTATION_UPDATE',
        'MEMBER_CONSULTATION_NUTRITION',
        'MEMBERS_REACH_ALL',
      ],
    });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, nutritionist.id);
    const sports = await call('POST', `${url}/_bulk`, { type: 'sports', answers: ANSWERS.sports }, as);
    expect([sports.statusCode, sports.json<{ error: string }>().error]).toEqual([403, 'forbidden']);
    expect((await call('GET', `${url}?type=cardio`, undefined, as)).statusCode).toBe(403);
    const all = await call('GET', url, undefined, as);
    expect(all.statusCode).toBe(200);
    expect(new Set(all.json<{ type: string }[]>().map((c) => c.type))).toEqual(new Set(['nutrition']));
    expect(
      (await call('POST', `${url}/_bulk`, { type: 'nutrition', answers: ANSWERS.nutrition }, as)).statusCode,
    ).toBe(201);
  });

  it('reach: staff without MEMBERS_REACH_ALL reach only their own members, on every sub-resource', async () => {
    const perms = [
      'MEMBER_PACKAGE_SEARCH',
      'MEMBER_PACKAGE_READ',
      'MEMBER_PACKAGE_CREATE',
      'MEMBER_PACKAGE_UPDATE',
      'NOTIFICATIONS',
      'NOTIFICATIONS_CREATE',
      'MEMBER_CONSULTATION_SEARCH',
      'MEMBER_CONSULTATION_CREATE',
      'MEMBER_CONSULTATION_SPORTS',
      'MEMBER_CONSULTATION_CARDIO',
      'MEMBER_CONSULTATION_NUTRITION',
    ];
    const coach = await createStaff(t().app.db, { permissions: perms });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const own = (await call('POST', 'members', { ...sampleBody('members'), coach_id: coach.id })).json<{
      id: number;
    }>();
    const other = w.member.id;
    const theirs = (await call('POST', `members/${other}/packages`, pkgBody())).json<{ id: number }>();
    const sent = (
      await call('POST', `members/${other}/notifications/_send`, { title: 'a', message: 'b' })
    ).json<{ id: number }>();

    const mine = await call('POST', `members/${own.id}/packages`, pkgBody(), as);
    expect(mine.statusCode).toBe(201);
    expect((await call('GET', `members/${own.id}/packages`, undefined, as)).statusCode).toBe(200);
    expect(
      (await call('POST', `members/${own.id}/consultations/_bulk`, sampleBody('member_consultations'), as))
        .statusCode,
    ).toBe(201);
    expect((await call('GET', `members/${own.id}/notifications`, undefined, as)).statusCode).toBe(200);

    for (const [method, url, payload] of [
      ['GET', `members/${other}/packages`],
      ['GET', `members/${other}/packages/${theirs.id}`],
      ['POST', `members/${other}/packages`, pkgBody()],
      ['PUT', `members/${other}/packages/${theirs.id}`, { invoice_number: 'x' }],
      ['POST', `members/${other}/packages/${theirs.id}/_remind`],
      ['GET', `members/${other}/notifications`],
      ['GET', `members/${other}/notifications/${sent.id}`],
      ['POST', `members/${other}/notifications/_send`, { title: 'a', message: 'b' }],
      ['GET', `members/${other}/consultations`],
      ['POST', `members/${other}/consultations/_bulk`, sampleBody('member_consultations')],
    ] as [Method, string, object?][])
      expect([method, url, (await call(method, url, payload, as)).statusCode]).toEqual([method, url, 404]);
    // A package of another member is not found under one's own member either.
    expect((await call('GET', `members/${own.id}/packages/${theirs.id}`, undefined, as)).statusCode).toBe(
      404,
    );
  });
});

for (const dialect of testDialects()) {
  describe(`member notification mail [${dialect}]`, () => {
    let smtp: TestSmtp;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(dialect, { smtpUrl: smtp.url }, undefined, {
        pollMs: 20,
        backoffBaseMs: 30,
        backoffMaxMs: 60,
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });

    it('a payment reminder reaches the member by e-mail and its delivery state becomes sent', async () => {
      const token = (await t.login()).access_token;
      const w = await world(t, token);
      const pkg = (
        await t.request({
          method: 'POST',
          url: `/api/v1/members/${w.member.id}/packages`,
          token,
          payload: { ...sampleBody('member_packages'), product_id: w.type.id },
        })
      ).json<{ id: number }>();
      const sent = await t.request({
        method: 'POST',
        url: `/api/v1/members/${w.member.id}/packages/${pkg.id}/_remind`,
        token,
      });
      expect(sent.json()).toMatchObject({ queued_only: false });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual([w.member.email]);
      expect(mail!.raw).toMatch(/Subject: =\?UTF-8\?|Subject: /);
      const state = async () =>
        (await t.request({ method: 'GET', url: `/api/v1/members/${w.member.id}/notifications`, token })).json<
          NotificationRecord[]
        >()[0]!.delivery_state;
      for (let i = 0; i < 200 && (await state()) !== 'sent'; i += 1)
        await new Promise((r) => setTimeout(r, 10));
      expect(await state()).toBe('sent');
    });
  });
}
