// Reminder runs on each database, at fixed moments on the gym's clock: every kind's selection at its edges (an
// offset across a month end, a frozen package, a paid part, a cancelled class, a 29 February birthday), consent
// (marketing kinds only with it, service kinds without it, nobody who opted out), a member without an address,
// the member's language (an Arabic mail right to left), a repeated and a concurrent run sending nothing twice —
// an SMTP sink counts what arrives —, the deliveries' list and its reach, a failed mail on the attention list, and
// the SMS channel through a local provider.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runReminders, type RunReport } from '../../../../src/server/modules/reminderRules/run';
import type { ReminderDeliveryRecord, ReminderKind } from '../../../../src/shared/schemas/reminderRules';
import type { AttentionAnswer } from '../../../../src/shared/attention';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { createTestApp, testDialects, type TestApp } from '../../helpers/testApp';
import {
  classPlace,
  classWith,
  freeze,
  instalments,
  member,
  memberPackage,
  templates,
  visit,
} from './fixtures';

/** 10:00 in Istanbul on `day`. */
const at = (day: string) => new Date(`${day}T07:00:00.000Z`);

interface FakeSms {
  url: string;
  received: { path: string; auth: string; body: string }[];
  status: number;
  close(): Promise<void>;
}

async function fakeSms(): Promise<FakeSms> {
  const fake = { received: [] as FakeSms['received'], status: 200 };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      fake.received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body });
      res.writeHead(fake.status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://gym:s3cret@127.0.0.1:${port}/send`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

for (const dialect of testDialects())
  describe(`reminder runs [${dialect}]`, () => {
    let t: TestApp;
    let smtp: TestSmtp;
    let sms: FakeSms;
    let token = '';
    const settings = () => ({ timeZone: t.config.classes.timeZone, gymName: 'Moda Spor' });
    const run = (day: string) => runReminders(t.app.db, settings(), at(day));
    const call = (url: string, as = token) => t.request({ method: 'GET', url: `/api/v1/${url}`, token: as });
    const deliveries = async (query = '') =>
      (await call(`reminderDeliveries?count=100${query}`)).json<ReminderDeliveryRecord[]>();
    const ruleOf = async (kind: ReminderKind, offset: number, extra: object = {}) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/reminderRules',
        token,
        payload: {
          name: `${kind} ${offset}`,
          kind,
          offset_days: offset,
          channel: 'email',
          templates: templates(),
          active: 1,
          ...extra,
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const nameOf = async (id: number) =>
      (await t.app.db.selectFrom('members').select('name').where('id', '=', id).executeTakeFirstOrThrow())
        .name;
    const statuses = async (ruleId: number) =>
      Object.fromEntries((await deliveries(`&rule_id=${ruleId}`)).map((d) => [d.member_id, d.status]));

    beforeAll(async () => {
      smtp = await startSmtp();
      sms = await fakeSms();
      t = await createTestApp(dialect, {
        smtpUrl: smtp.url,
        sms: { url: sms.url, provider: 'json', from: 'MODASPOR' },
        metricsToken: 'metrics-token-for-tests',
      });
      token = (await t.login()).access_token;
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.stop();
      await sms?.close();
    });
    beforeEach(async () => {
      // Each test's rules alone run.
      await t.app.db.updateTable('reminder_rules').set({ active: 0 }).execute();
    });

    it('reminds of a package ending across a month end, not of a frozen one, and records a member without an address', async () => {
      const db = t.app.db;
      const [ends, later, frozen, noMail] = [
        await member(db, { name: 'Ayşe' }),
        await member(db),
        await member(db),
        await member(db, { email: ' ' }),
      ];
      await memberPackage(db, ends, { starttime: '2026-03-01', endtime: '2026-04-02' });
      await memberPackage(db, later, { starttime: '2026-03-01', endtime: '2026-04-03' });
      const pkg = await memberPackage(db, frozen, { starttime: '2026-03-01', endtime: '2026-04-02' });
      await freeze(db, frozen, pkg, '2026-03-25', '2026-04-05');
      await memberPackage(db, noMail, { starttime: '2026-03-01', endtime: '2026-04-02' });
      const rule = await ruleOf('package_ending', 2);

      const report = await run('2026-03-31');
      expect(report).toMatchObject({ day: '2026-03-31', decided: { queued: 1, skipped_no_address: 1 } });
      expect(await statuses(rule)).toEqual({ [ends]: 'queued', [noMail]: 'skipped_no_address' });
      const [delivery] = await deliveries(`&member_id=${ends}`);
      expect(delivery).toMatchObject({
        subject: expect.stringMatching(/^package:\d+$/),
        channel: 'email',
        day: '2026-03-31',
      });
      expect(delivery!.names).toMatchObject({ member_id: 'Ayşe', rule_id: 'package_ending 2' });

      // The same day again: nothing more. The day after, the package ending on 3 April is two days away.
      expect((await run('2026-03-31')).total).toBe(0);
      expect((await run('2026-04-01')).decided).toEqual({ queued: 1 });
      expect((await run('2026-04-01')).total).toBe(0);
      expect(await statuses(rule)).toEqual({
        [ends]: 'queued',
        [noMail]: 'skipped_no_address',
        [later]: 'queued',
      });
    });

    it('sends marketing kinds only with consent, service kinds without it, and nothing to a member who opted out', async () => {
      const db = t.app.db;
      const birthday = { birthdate: '1988-05-20' };
      const consented = await member(db, { ...birthday, consent_email: 1 });
      const silent = await member(db, birthday);
      const optedOut = await member(db, {
        ...birthday,
        consent_email: 1,
        consent_sms: 1,
        contact_opt_out: 1,
      });
      const smsOnly = await member(db, { ...birthday, consent_sms: 1, mobile: '0532 111 22 33' });
      const marketing = await ruleOf('birthday', 0);
      const bySms = await ruleOf('birthday', 0, { channel: 'sms', name: 'birthday sms' });
      for (const id of [consented, silent, optedOut, smsOnly]) {
        const pkg = await memberPackage(db, id, {
          starttime: '2026-05-01',
          endtime: '2026-08-01',
          price: 300000,
        });
        await instalments(db, pkg, [{ due_date: '2026-05-22', amount: 300000 }]);
      }
      const service = await ruleOf('instalment_due', 2);

      await run('2026-05-20');
      expect(await statuses(marketing)).toEqual({
        [consented]: 'queued',
        [silent]: 'skipped_no_consent',
        [optedOut]: 'skipped_no_consent',
        [smsOnly]: 'skipped_no_consent',
      });
      // By SMS: consent to SMS counts, and a member without a mobile number has no address.
      expect(await statuses(bySms)).toEqual({
        [consented]: 'skipped_no_consent',
        [silent]: 'skipped_no_consent',
        [optedOut]: 'skipped_no_consent',
        [smsOnly]: 'queued',
      });
      expect(await statuses(service)).toEqual({
        [consented]: 'queued',
        [silent]: 'queued',
        [optedOut]: 'skipped_no_consent',
        [smsOnly]: 'queued',
      });
      expect((await deliveries('&status=skipped_no_consent')).length).toBeGreaterThanOrEqual(6);
    });

    it('reminds of a part due and overdue only while it is left to pay, with its amount in the member’s language', async () => {
      const db = t.app.db;
      const owes = await member(db, { name: 'Deniz' });
      const paid = await member(db);
      const english = await member(db, { name: 'Sam', language: 'en' });
      const a = await memberPackage(db, owes, {
        starttime: '2026-06-01',
        endtime: '2026-09-01',
        price: 600000,
      });
      await instalments(db, a, [
        { due_date: '2026-06-01', amount: 200000 },
        { due_date: '2026-07-01', amount: 200000 },
        { due_date: '2026-08-01', amount: 200000 },
      ]);
      const b = await memberPackage(db, paid, {
        starttime: '2026-06-01',
        endtime: '2026-09-01',
        price: 400000,
        paid: 400000,
      });
      await instalments(db, b, [
        { due_date: '2026-06-01', amount: 200000 },
        { due_date: '2026-07-01', amount: 200000 },
      ]);
      const c = await memberPackage(db, english, {
        starttime: '2026-06-01',
        endtime: '2026-09-01',
        price: 150050,
      });
      await instalments(db, c, [{ due_date: '2026-07-01', amount: 150050 }]);
      const body = '{member_name}: {amount}, {due_date}';
      const due = await ruleOf('instalment_due', 1, {
        templates: { ...templates(body), en: { subject: 'Due', body } },
      });
      const overdue = await ruleOf('instalment_overdue', 29, {
        templates: templates('{amount} since {due_date}'),
      });

      await run('2026-06-30');
      expect(await statuses(due)).toEqual({ [owes]: 'queued', [english]: 'queued' });
      // 29 days after 1 June: Deniz has not paid the first part; the paid member paid theirs.
      expect(await statuses(overdue)).toEqual({ [owes]: 'queued' });
      const bodies = await t.app.db
        .selectFrom('reminder_deliveries')
        .innerJoin('outbox', 'outbox.id', 'reminder_deliveries.outbox_id')
        .select(['reminder_deliveries.rule_id', 'outbox.recipient', 'outbox.language'])
        .where('reminder_deliveries.rule_id', 'in', [due, overdue])
        .execute();
      expect(bodies).toHaveLength(3);
      await t.app.mailer.runOnce();
      const mails = smtp.received.filter((m) => /Deniz: |Sam: |since/.test(decoded(m.raw)));
      expect(
        mails
          .map((m) =>
            decoded(m.raw)
              .match(/(Deniz|Sam): [^\n<]+|\S+ since [^\n<]+/)?.[0]
              ?.trim(),
          )
          .sort(),
      ).toEqual(['Deniz: ₺2.000,00, 01.07.2026', 'Sam: ₺1,500.50, 01/07/2026', '₺2.000,00 since 01.06.2026']);
      expect((await deliveries(`&rule_id=${due}&status=sent`)).length).toBe(2);
    });

    it('reminds once per package of lessons running low, of a lapsed member once per lapse, of a 29 February birthday on the 28th', async () => {
      const db = t.app.db;
      const low = await member(db);
      const plenty = await member(db);
      const unlimited = await member(db);
      const lowPkg = await memberPackage(db, low, {
        starttime: '2027-01-01',
        endtime: '2027-03-31',
        lesson_count: 10,
        used_lessons: 8,
      });
      await memberPackage(db, plenty, {
        starttime: '2027-01-01',
        endtime: '2027-03-31',
        lesson_count: 10,
        used_lessons: 3,
      });
      await memberPackage(db, unlimited, { starttime: '2027-01-01', endtime: '2027-03-31', lesson_count: 0 });
      const lessons = await ruleOf('lessons_low', 0);
      const lapsed = await ruleOf('no_visit', 14, { templates: templates(), channel: 'email' });
      await db.updateTable('members').set({ consent_email: 1 }).where('id', 'in', [low, plenty]).execute();
      await visit(db, low, lowPkg, '2027-02-14');
      await visit(db, plenty, lowPkg, '2027-02-15');
      const leap = await member(db, { birthdate: '2000-02-29', consent_email: 1 });
      const birthday = await ruleOf('birthday', 0);

      await run('2027-02-28');
      expect(await statuses(lessons)).toEqual({ [low]: 'queued' });
      // Last came 14 days before (14 Feb); the other came a day later.
      expect(await statuses(lapsed)).toEqual({ [low]: 'queued' });
      expect(await statuses(birthday)).toMatchObject({ [leap]: 'queued' });
      await run('2027-03-01');
      expect(await deliveries(`&rule_id=${lessons}`)).toHaveLength(1);
      expect(await statuses(lapsed)).toEqual({ [low]: 'queued', [plenty]: 'queued' });
    });

    it('reminds the booked members of tomorrow’s class, not of a cancelled one, with its name and start on the gym’s clock', async () => {
      const db = t.app.db;
      const place = await classPlace(db);
      const [ali, veli] = [await member(db, { name: 'Ali' }), await member(db, { name: 'Veli' })];
      await classWith(db, place, '2027-04-01', [ali]);
      await classWith(db, place, '2027-04-01', [veli], 'cancelled');
      const rule = await ruleOf('class_tomorrow', 1, {
        templates: templates('{member_name}: {class_name} {starts_at}'),
      });
      await run('2027-03-31');
      expect(await statuses(rule)).toEqual({ [ali]: 'queued' });
      await t.app.mailer.runOnce();
      expect(smtp.received.some((m) => decoded(m.raw).includes('Ali: Yoga 01.04.2027 18:00'))).toBe(true);
    });

    it('writes an Arabic member’s mail in Arabic, right to left', async () => {
      const db = t.app.db;
      const id = await member(db, { name: 'ليلى', language: 'ar', email: 'leyla@example.com' });
      await memberPackage(db, id, { starttime: '2027-05-01', endtime: '2027-05-10' });
      await ruleOf('package_ending', 0, {
        templates: {
          ...templates(),
          ar: { subject: 'تنتهي باقتك', body: 'مرحباً {member_name}، تنتهي باقتك في {endtime}.' },
        },
      });
      await run('2027-05-10');
      await t.app.mailer.runOnce();
      const mail = smtp.received.find((m) => m.to.includes('leyla@example.com'));
      const text = decoded(mail!.raw);
      expect(text).toContain('مرحباً ليلى، تنتهي باقتك في 10/05/2027.');
      expect(text).toMatch(/<html lang="ar" dir="rtl">/);
    });

    it('sends each due member one mail when two runs start at the same moment', async () => {
      const db = t.app.db;
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const id = await member(db, { email: `twice${i}@example.com` });
        await memberPackage(db, id, { starttime: '2027-06-01', endtime: '2027-06-20' });
        ids.push(id);
      }
      const rule = await ruleOf('package_ending', 5);
      const before = smtp.received.length;
      const reports: RunReport[] = await Promise.all([
        run('2027-06-15'),
        run('2027-06-15'),
        run('2027-06-15'),
      ]);
      expect(reports.reduce((sum, r) => sum + r.total, 0)).toBe(12);
      await t.app.mailer.runOnce();
      await run('2027-06-15');
      await t.app.mailer.runOnce();
      const arrived = smtp.received.slice(before).flatMap((m) => m.to);
      expect(arrived.sort()).toEqual(ids.map((_, i) => `twice${i}@example.com`).sort());
      expect(await deliveries(`&rule_id=${rule}&status=sent`)).toHaveLength(12);
    });

    it('lists deliveries by status and days within the members reach, and names a failed mail on the attention list', async () => {
      const db = t.app.db;
      const coach = await createStaff(db, {
        permissions: ['REMINDERS_SEARCH', 'REMINDERS_READ', 'MEMBER_PACKAGE_SEARCH'],
      });
      const coachToken = await sessionToken(db, t.config.jwtSecret, coach.id);
      const mine = await member(db, { coach_id: coach.id, email: 'bounce@example.com' });
      const other = await member(db);
      for (const id of [mine, other])
        await memberPackage(db, id, { starttime: '2027-07-01', endtime: '2027-07-09' });
      const rule = await ruleOf('package_ending', 1);
      await run('2027-07-08');
      expect((await deliveries(`&rule_id=${rule}&from=2027-07-08&to=2027-07-08`)).length).toBe(2);
      expect(await deliveries(`&rule_id=${rule}&from=2027-07-09`)).toEqual([]);
      const seen = (await call(`reminderDeliveries?rule_id=${rule}`, coachToken)).json<
        ReminderDeliveryRecord[]
      >();
      expect(seen.map((d) => d.member_id)).toEqual([mine]);
      const [theirs] = await deliveries(`&rule_id=${rule}&member_id=${other}`);
      expect((await call(`reminderDeliveries/${theirs!.id}`, coachToken)).statusCode).toBe(404);

      // The mail server refuses one address for good: the delivery fails, and the attention list says so.
      const outboxId = (await deliveries(`&rule_id=${rule}&member_id=${mine}`))[0]!.outbox_id!;
      const { markFailed } = await import('../../../../src/server/db/repositories/outbox');
      await markFailed(db, outboxId, '550 5.1.1 Mailbox unavailable');
      const [failed] = await deliveries(`&rule_id=${rule}&status=failed`);
      expect(failed).toMatchObject({ member_id: mine, error: '550 5.1.1 Mailbox unavailable' });
      const attention = (await call('attention', coachToken)).json<AttentionAnswer>();
      const item = attention.items.find((i) => i.kind === 'reminder_failed');
      expect(item).toMatchObject({
        member: { id: mine },
        figures: { rule_name: 'package_ending 1', day: '2027-07-08', channel: 'email' },
        link: `/member-edit/${mine}/reminders`,
      });
    });

    it('sends SMS through the provider: JSON with Basic credentials, sent on a 2xx, failed for good on a 4xx', async () => {
      const db = t.app.db;
      const ok = await member(db, { mobile: '+90 532 000 00 01', consent_sms: 1, birthdate: '1991-08-08' });
      const second = await member(db, {
        mobile: '+90 532 000 00 02',
        consent_sms: 1,
        birthdate: '1991-08-08',
      });
      const rule = await ruleOf('birthday', 0, {
        channel: 'sms',
        templates: templates('İyi ki doğdun {member_name}!', ''),
      });
      await run('2027-08-08');
      sms.status = 200;
      expect((await t.app.sms.runOnce()).sent).toBeGreaterThanOrEqual(2);
      const sent = sms.received.find((r) => r.body.includes('+90 532 000 00 01'));
      expect(sent).toMatchObject({
        path: '/send',
        auth: `Basic ${Buffer.from('gym:s3cret').toString('base64')}`,
      });
      expect(JSON.parse(sent!.body)).toEqual({
        to: '+90 532 000 00 01',
        from: 'MODASPOR',
        text: `İyi ki doğdun ${await nameOf(ok)}!`,
      });
      expect(await statuses(rule)).toMatchObject({ [ok]: 'sent', [second]: 'sent' });

      sms.status = 400;
      const late = await member(db, { mobile: '+90 532 000 00 03', consent_sms: 1, birthdate: '1991-08-09' });
      await run('2027-08-09');
      await t.app.sms.runOnce();
      expect((await statuses(rule))[late]).toBe('failed');
      const metrics = await t.request({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer metrics-token-for-tests' },
      });
      expect(metrics.body).toMatch(/reminder_deliveries\{status="failed"\} [1-9]/);
      expect(metrics.body).toMatch(/reminder_deliveries\{status="sent"\} [1-9]/);
    });
  });

/** A raw mail's text with its quoted-printable and base64 parts decoded. */
function decoded(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
  const b64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{16,})/g)]
    .map((m) => {
      try {
        return Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
      } catch {
        return '';
      }
    })
    .join('\n');
  return `${qp}\n${b64}`;
}
