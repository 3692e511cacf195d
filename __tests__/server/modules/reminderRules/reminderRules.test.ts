// Reminder rules over HTTP on each database: the row's calls, the templates' placeholders (an unknown one is a
// 400 naming it, in every language), a mail rule's subject, the family's keys, and the preview on a real member
// in Turkish, English and Arabic within the members reach rule.
import type { ReminderPreview, ReminderRuleRecord } from '../../../../src/shared/schemas/reminderRules';
import { grantedWith } from '../../../../src/server/db/migrations/20261202_0102_reminders';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';
import { member, memberPackage, templates } from './fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type ErrorBody = {
  error: string;
  translated_message: string;
  translations: Record<string, string>;
  fields: object;
};

const rule = (extra: object = {}) => ({
  name: 'Paket bitişi',
  kind: 'package_ending',
  offset_days: 3,
  channel: 'email',
  templates: templates('{package_name} paketiniz {endtime} tarihinde bitiyor, {member_name}.', '{gym_name}'),
  active: 0,
  ...extra,
});

describeEachDatabase('reminder rules', (t) => {
  let token = '';
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, ...(payload ? { payload } : {}) });
  const tokenOf = async (permissions: string[]) =>
    sessionToken(t().app.db, t().config.jwtSecret, (await createStaff(t().app.db, { permissions })).id);

  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it('creates, reads, lists by kind and channel, updates and deletes a rule, its templates as they were written', async () => {
    const created = await call('POST', 'reminderRules', rule());
    expect(created.statusCode).toBe(201);
    const record = created.json<ReminderRuleRecord>();
    expect(record).toMatchObject({ kind: 'package_ending', offset_days: 3, channel: 'email', active: 0 });
    expect(record.templates.ar.body).toBe('مرحباً {member_name}');
    expect((await call('GET', `reminderRules/${record.id}`)).json()).toEqual(record);

    await call(
      'POST',
      'reminderRules',
      rule({ name: 'Doğum günü', kind: 'birthday', channel: 'sms', offset_days: 0 }),
    );
    const sms = await call('GET', 'reminderRules?channel=sms&kind=birthday');
    expect(sms.json<ReminderRuleRecord[]>().map((r) => r.name)).toEqual(['Doğum günü']);

    const updated = await call('PUT', `reminderRules/${record.id}`, { active: 1, offset_days: 5 });
    expect(updated.json()).toMatchObject({ active: 1, offset_days: 5, name: 'Paket bitişi' });
    expect((await call('DELETE', `reminderRules/${record.id}`)).statusCode).toBe(204);
  });

  it('refuses an unknown placeholder with a 400 naming it and its field, in every language, and stores nothing', async () => {
    const before = (await call('GET', 'reminderRules')).headers['x-total-count'];
    const bad = rule({
      templates: { ...templates(), en: { subject: 'Hi', body: 'Hello {membername}, see you at {gym_name}' } },
    });
    const res = await call('POST', 'reminderRules', bad);
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.fields).toEqual({ 'templates.en.body': 'reminderRules.errors.unknown_placeholder' });
    expect(body.translations.tr).toBe('Bilinmeyen yer tutucu: {membername}');
    expect(body.translations.en).toBe('Unknown placeholder: {membername}');
    expect(body.translations.ar).toContain('{membername}');
    expect((await call('GET', 'reminderRules')).headers['x-total-count']).toBe(before);

    // An edit is held to the same rule.
    const ok = (await call('POST', 'reminderRules', rule())).json<ReminderRuleRecord>();
    const edit = await call('PUT', `reminderRules/${ok.id}`, {
      templates: { ...ok.templates, tr: { subject: '{amount_due}', body: 'x' } },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json<ErrorBody>().translations.en).toBe('Unknown placeholder: {amount_due}');
  });

  it('needs a Turkish subject for mail, not for SMS; a Turkish body always; an offset within a year', async () => {
    const noSubject = { ...templates(), tr: { subject: '', body: 'Merhaba' } };
    const mail = await call('POST', 'reminderRules', rule({ templates: noSubject }));
    expect(mail.statusCode).toBe(400);
    expect(mail.json()).toMatchObject({ fields: { 'templates.tr.subject': 'generic.fields.required' } });
    expect(
      (await call('POST', 'reminderRules', rule({ templates: noSubject, channel: 'sms' }))).statusCode,
    ).toBe(201);
    const noBody = await call(
      'POST',
      'reminderRules',
      rule({ templates: { ...templates(), tr: { subject: 'a', body: '' } } }),
    );
    expect(noBody.statusCode).toBe(400);
    expect((await call('POST', 'reminderRules', rule({ offset_days: 400 }))).statusCode).toBe(400);
    expect((await call('POST', 'reminderRules', rule({ kind: 'anniversary' }))).statusCode).toBe(400);
  });

  it('previews a rule on a real member in tr, en and ar, filled from their own package', async () => {
    const db = t().app.db;
    const id = await member(db, { name: 'Elif Şahin' });
    await memberPackage(db, id, { starttime: '2026-11-01', endtime: '2026-12-31', price: 480000 });
    const ask = (language: string) =>
      call('POST', 'reminderRules/_preview', {
        member_id: id,
        language,
        kind: 'package_ending',
        channel: 'email',
        templates: {
          tr: { subject: '{gym_name}', body: '{member_name}, paketiniz {endtime} tarihinde bitiyor.' },
          en: { subject: '', body: '{member_name}, your package ends on {endtime}.' },
          ar: { subject: 'تذكير', body: '{member_name}، تنتهي باقتك في {endtime}.' },
        },
      });
    const tr = (await ask('tr')).json<ReminderPreview>();
    expect(tr).toMatchObject({
      language: 'tr',
      subject: t().config.gymName,
      body: 'Elif Şahin, paketiniz 31.12.2026 tarihinde bitiyor.',
    });
    // English without a subject of its own takes the Turkish one.
    expect((await ask('en')).json<ReminderPreview>()).toMatchObject({
      language: 'en',
      subject: t().config.gymName,
      body: 'Elif Şahin, your package ends on 31/12/2026.',
    });
    expect((await ask('ar')).json<ReminderPreview>()).toMatchObject({
      language: 'ar',
      subject: 'تذكير',
      body: 'Elif Şahin، تنتهي باقتك في 31/12/2026.',
    });
  });

  it('previews only members within the caller’s reach, and with known placeholders only', async () => {
    const db = t().app.db;
    const reader = await tokenOf(['REMINDERS_READ']);
    const outside = await member(db);
    const body = {
      member_id: outside,
      language: 'tr',
      kind: 'birthday',
      channel: 'sms',
      templates: templates(),
    };
    const res = await call('POST', 'reminderRules/_preview', body, reader);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { member_id: 'generic.fields.not_found' } });
    const unknown = await call('POST', 'reminderRules/_preview', {
      ...body,
      templates: { ...templates(), ar: { subject: '', body: '{name}' } },
    });
    expect(unknown.json<ErrorBody>().translations.tr).toBe('Bilinmeyen yer tutucu: {name}');
    expect(
      (await call('POST', 'reminderRules/_preview', body, await tokenOf(['MEMBERS_READ']))).statusCode,
    ).toBe(403);
  });

  it('stamps a consent changed with when and by whom, keeps the others, and the history shows the change', async () => {
    const created = await call('POST', 'members', {
      ...sampleBody('members'),
      consent_email: 1,
      language: 'ar',
    });
    expect(created.statusCode).toBe(201);
    const member = created.json<Record<string, unknown>>();
    expect(member).toMatchObject({ language: 'ar', consent_email: 1, consent_sms: 0, contact_opt_out: 0 });
    expect(member.consent_email_at).toEqual(expect.any(String));
    const admin = await t()
      .app.db.selectFrom('users')
      .select('name')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(member.consent_email_by).toBe(admin.name);
    expect(member.consent_sms_at).toBeNull();

    const stamped = String(member.consent_email_at);
    const updated = (await call('PUT', `members/${member.id}`, { consent_sms: 1, contact_opt_out: 0 })).json<
      Record<string, unknown>
    >();
    // Only what changed is stamped: SMS now, the mail consent as it was, the opt-out unchanged.
    expect(updated).toMatchObject({ consent_sms: 1, consent_email_at: stamped, contact_opt_out_at: null });
    expect(updated.consent_sms_at).toEqual(expect.any(String));
    const history = await call('GET', `members/${member.id}/history?count=10`);
    const changes = history
      .json<{ action: string; changes: { field: string; after?: unknown }[] }[]>()
      .flatMap((entry) => entry.changes.map((c) => `${entry.action} ${c.field} ${String(c.after)}`));
    expect(changes).toContain('update consent_sms 1');
  });

  it("needs the family's keys, which the migration gives the roles that may change roles", async () => {
    const reader = await tokenOf(['REMINDERS_SEARCH']);
    expect((await call('GET', 'reminderRules', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', 'reminderDeliveries', undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', 'reminderRules', rule(), reader)).statusCode).toBe(403);
    expect(grantedWith(['ROLES_UPDATE'])).toEqual(
      expect.arrayContaining([
        'REMINDERS_SEARCH',
        'REMINDERS_CREATE',
        'REMINDERS_READ',
        'REMINDERS_UPDATE',
        'REMINDERS_DELETE',
      ]),
    );
    expect(grantedWith(['MEMBERS_SEARCH'])).toEqual(['MEMBERS_SEARCH']);
  });
});
