// Personal data in action logs and DevTools: values of the fields the registry marks personal get
// per-log pseudonyms — stable within a log, different across logs, keeping their form, leaving nothing of the
// original.
import fc from 'fast-check';
import { makeStore } from '../../../../src/client/store';
import { exportActionLog } from '../../../../src/client/store/actionLog/download';
import { declarePersonalFields } from '../../../../src/client/store/actionLog/personalFields';
import { createPseudonymizer } from '../../../../src/client/store/actionLog/pseudonyms';
import { createRedactor, looksLikePhone } from '../../../../src/client/store/actionLog/redact';
import { devToolsOptionsFor } from '../../../../src/client/store/devtools';
import { RESOURCES } from '../../../../src/shared/resources';
import { memberSchema } from '../../../../src/shared/schemas/members';

beforeAll(() => declarePersonalFields(RESOURCES));

/** A seeded random: the same seed, the same log numbering and date shift. */
function seeded(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

const redactorFor = (seed: number) => createRedactor(createPseudonymizer({ random: seeded(seed) }));

interface Member {
  id: number;
  name: string;
  email: string;
  phone: string;
  mobile: string;
  birthdate: string;
  address: string;
  emergency_name: string;
  emergency_phone: string;
  status: 'active';
  customer_type: number;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const phoneArb = fc
  .tuple(fc.integer({ min: 530, max: 559 }), fc.integer({ min: 0, max: 9_999_999 }))
  .map(([p, n]) => `(${p}) ${pad(n, 7).slice(0, 3)} ${pad(n, 7).slice(3, 5)} ${pad(n, 7).slice(5)}`);
const dateArb = fc
  .date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2015-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
// Texts people write: at least a word, so "nothing of it left" means something.
const textArb = fc.string({ minLength: 4, maxLength: 60 }).map((s) => `Sokak ${s}`);
const memberArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`Member ${id}`),
    email: fc.emailAddress().filter((e) => !e.endsWith('example.invalid')),
    phone: phoneArb,
    mobile: phoneArb,
    birthdate: dateArb,
    address: textArb,
    emergency_name: textArb,
    emergency_phone: phoneArb,
    status: fc.constant('active' as const),
    customer_type: fc.constant(1),
  });
const membersArb = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => memberArb(i + 1))));

/** A root state and the actions a members screen dispatches, holding these members. */
function sessionWith(members: Member[]) {
  const state = {
    session: { user: { id: 1, email: members[0]!.email, phone: members[0]!.phone } },
    members: {
      ids: members.map((m) => m.id),
      entities: Object.fromEntries(members.map((m) => [m.id, m])),
      lists: { '': { query: { criteria: { email: members[0]!.email } } } },
    },
  };
  const actions = [
    { type: 'members/search/fulfilled', payload: { rows: members, total: members.length } },
    { type: 'members/create/pending', meta: { arg: { body: members[0] } } },
    // An error envelope naming the field: its value is a message key, not data.
    {
      type: 'members/create/rejected',
      payload: {
        message: `${members[0]!.email} is taken`,
        fields: { email: 'generic.fields.email_format_err' },
      },
    },
  ];
  return { state, actions };
}

const strings = (value: unknown, out: string[] = []): string[] => {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
};

describe('pseudonyms', () => {
  it('are stable within a log: the same value always gets the same pseudonym, different values different ones', () => {
    const p = createPseudonymizer({ random: seeded(1) });
    const a = p.pseudonym('email', 'Ayse@Example.com');
    expect(a).toMatch(/^person-\d+@example\.invalid$/);
    expect(p.pseudonym('email', 'ayse@example.com ')).toBe(a); // an address is the same whatever its case
    expect(p.pseudonym('email', 'ali@example.com')).not.toBe(a);
    expect(p.pseudonym('phone', '(532) 555 10 20')).toBe(
      p.pseudonym('phone', '+(532)-555-1020'.replace('+', '')),
    );
    expect(p.pseudonym('phone', '(532) 555 10 20')).toMatch(/^\(500\) \d{3} \d{2} \d{2}$/);
    expect(p.pseudonym('text', 'Ağrı var, diz.')).toBe('[text: 14 chars]');
    expect(p.pseudonym('answers', { q1: 'yes', q2: ['a', 'b'], q3: '' })).toEqual({
      q1: '[answer]',
      q2: ['[answer]', '[answer]'],
      q3: '',
    });
    expect(p.pseudonym('email', '')).toBe(''); // an empty field stays empty (a "required" error still shows)
    expect(p.pseudonym('date', null)).toBeNull();
    expect(p.counts()).toMatchObject({ email: 2, phone: 1, text: 1, answers: 1 }); // one per address, any case
  });

  it('move every date of a log by the same number of days, keeping the format', () => {
    const p = createPseudonymizer({ random: seeded(7) });
    const day = (s: unknown) => Date.parse(`${String(s).slice(0, 10)}T00:00:00Z`) / 86_400_000;
    const a = p.pseudonym('date', '1990-05-17');
    const b = p.pseudonym('date', '2001-12-31T08:30:00.000Z');
    expect(a).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(b).toMatch(/^\d{4}-\d{2}-\d{2}T08:30:00\.000Z$/);
    expect(day(a) - day('1990-05-17')).toBe(p.dayShift);
    expect(day(b) - day('2001-12-31')).toBe(p.dayShift);
    expect(Math.abs(p.dayShift)).toBeGreaterThanOrEqual(30);
    expect(p.pseudonym('date', 'not a date')).toBe('[text: 10 chars]');
  });

  it('differ across logs', () => {
    const values = ['ayse@example.com', 'ali@example.com', 'can@example.com'];
    const inLog = (seed: number) => {
      const p = createPseudonymizer({ random: seeded(seed) });
      return [
        ...values.map((v) => p.pseudonym('email', v)),
        p.pseudonym('phone', '(532) 555 10 20'),
        p.dayShift,
      ];
    };
    const [one, two] = [inLog(11), inLog(12345)];
    one.forEach((value, i) => expect(value).not.toEqual(two[i]));
    // Two page loads (two stores) draw their own numbers too.
    const first = createPseudonymizer().pseudonym('email', 'ayse@example.com');
    const again = new Set(
      Array.from({ length: 5 }, () => createPseudonymizer().pseudonym('email', 'ayse@example.com')),
    );
    expect([...again].some((v) => v !== first)).toBe(true);
  });

  it('find phone numbers by their form, not dates, ids or amounts', () => {
    expect(['(532) 555 10 20', '+90 532 555 10 20', '05325551020'].every(looksLikePhone)).toBe(true);
    expect(
      ['2026-11-26', '12345', '1.234.567,89', '2026-11-26T10:00:00Z', '123456789012345678'].some(
        looksLikePhone,
      ),
    ).toBe(false);
  });
});

describe('redaction by meaning', () => {
  it('leaves nothing of any member’s personal data in state or actions, and keeps every form valid (property)', () => {
    fc.assert(
      fc.property(membersArb, fc.integer({ min: 1, max: 2 ** 30 }), (members, seed) => {
        const redactor = redactorFor(seed);
        const { state, actions } = sessionWith(members);
        const out = { state: redactor.state(state), actions: actions.map((a) => redactor.action(a)) };
        const left = strings(out);
        for (const m of members) {
          for (const original of [m.email, m.phone, m.mobile, m.emergency_phone, m.address, m.emergency_name])
            expect(left.filter((s) => s.includes(original))).toEqual([]);
          const twin = (out.state.members.entities as Record<string, Member>)[m.id]!;
          expect(twin.birthdate).not.toBe(m.birthdate);
          // The pseudonymised member still passes the member form's validation.
          expect(memberSchema.isValidSync(twin)).toBe(memberSchema.isValidSync(m));
          expect(memberSchema.isValidSync(twin)).toBe(true);
        }
        // The same member in the list, the search answer, the typed form and the session: one pseudonym.
        const first = (out.state.members.entities as Record<string, Member>)[1]!;
        const searched = (out.actions[0] as { payload: { rows: Member[] } }).payload.rows[0]!;
        const typed = (out.actions[1] as { meta: { arg: { body: Member } } }).meta.arg.body;
        expect([searched.email, typed.email, out.state.session.user.email]).toEqual([
          first.email,
          first.email,
          first.email,
        ]);
        expect(out.state.members.lists[''].query.criteria.email).toBe(first.email);
        expect(typed.phone).toBe(first.phone);
        expect(typed.birthdate).toBe(first.birthdate);
        // A message naming the address gets the same pseudonym; an error's field map keeps its message keys.
        const rejected = out.actions[2] as { payload: { message: string; fields: { email: string } } };
        expect(rejected.payload.message).toBe(`${first.email} is taken`);
        expect(rejected.payload.fields.email).toBe('generic.fields.email_format_err');
        // Two members with equal e-mails stay equal; different ones stay different.
        const emails = new Set(members.map((m) => m.email.trim().toLowerCase()));
        const twins = new Set(
          members.map((m) => (out.state.members.entities as Record<string, Member>)[m.id]!.email),
        );
        expect(twins.size).toBe(emails.size);
      }),
      { numRuns: 60 },
    );
  });

  it("reads each slice's fields from its registry row: a report's text is hidden, an article's is not", () => {
    const redactor = redactorFor(3);
    const report = redactor.action({
      type: 'reports/create/pending',
      meta: { arg: { body: { title: 'Ocak', content: '<p>Dizinde ağrı var</p>' } } },
    });
    expect(report.meta.arg.body).toEqual({ title: 'Ocak', content: '[text: 23 chars]' });
    const article = redactor.action({
      type: 'articles/create/pending',
      meta: { arg: { body: { content: '<p>Hi</p>' } } },
    });
    expect(article.meta.arg.body.content).toBe('<p>Hi</p>');
    const state = redactor.state({
      diaries: { entities: { 4: { id: 4, date: '2026-11-01', notes: 'Tatlı yedim' } } },
      measurements: { entities: { 5: { id: 5, weight: 80, notes: 'Bel ağrısı' } } },
      memberConsultations: { entities: { 6: { id: 6, type: 'health', answers: { smoker: 'yes' } } } },
      coursePackages: { entities: { 7: { id: 7, description: 'Sabah grubu' } } },
    });
    expect(state.diaries.entities[4]).toEqual({ id: 4, date: '2026-11-01', notes: '[text: 11 chars]' });
    expect(state.measurements.entities[5].notes).toBe('[text: 10 chars]');
    expect(state.memberConsultations.entities[6].answers).toEqual({ smoker: '[answer]' });
    expect(state.coursePackages.entities[7].description).toBe('Sabah grubu');
  });

  it('marks, in the registry, the contact, birth date, emergency contact and texts of member records', () => {
    const personal = (name: keyof typeof RESOURCES) =>
      (RESOURCES[name] as { personal?: Record<string, string> }).personal;
    expect(personal('members')).toMatchObject({
      email: 'email',
      phone: 'phone',
      mobile: 'phone',
      birthdate: 'date',
      address: 'text',
      emergency_name: 'text',
      emergency_phone: 'phone',
    });
    expect(personal('userMembers')).toEqual(personal('members'));
    expect(personal('users')).toEqual({ email: 'email', phone: 'phone' });
    expect(personal('memberConsultations')).toEqual({ answers: 'answers' });
    for (const name of [
      'diaries',
      'measurements',
      'trainings',
      'trainingPrograms',
      'memberDietLists',
    ] as const)
      expect(personal(name)).toEqual({ notes: 'text' });
    expect(personal('reports')).toEqual({ content: 'text' });
    // Every marked field is one a form of the same table knows (rows without a form of their own excepted).
    const rows = Object.values(RESOURCES) as {
      name: string;
      entity: string;
      personal?: object;
      schema?: { fields: object };
    }[];
    const formFields = (entity: string) =>
      rows.filter((r) => r.entity === entity).flatMap((r) => Object.keys(r.schema?.fields ?? {}));
    for (const def of rows) {
      if (!def.personal || formFields(def.entity).length === 0) continue;
      for (const field of Object.keys(def.personal))
        expect([def.name, formFields(def.entity)]).toEqual([def.name, expect.arrayContaining([field])]);
    }
  });

  it("DevTools' sanitizers pseudonymise what they pass on, as the log does", () => {
    const redactor = redactorFor(9);
    const { actionSanitizer, stateSanitizer } = devToolsOptionsFor(redactor);
    const member = {
      id: 1,
      email: 'ayse.kaya@mail.com.tr',
      phone: '(532) 555 10 20',
      address: 'Moda Cad. 1',
    };
    const action = actionSanitizer!({ type: 'members/read/fulfilled', payload: member }, 1) as unknown as {
      payload: typeof member;
    };
    const state = stateSanitizer!(
      { session: { user: { email: member.email } }, members: { entities: { 1: member } } },
      1,
    ) as { session: { user: { email: string } }; members: { entities: Record<string, typeof member> } };
    const seen = JSON.stringify([action, state]);
    for (const original of [member.email, member.phone, member.address]) expect(seen).not.toContain(original);
    expect(action.payload.email).toBe(state.members.entities[1]!.email);
    expect(state.session.user.email).toBe(action.payload.email);
    expect(action.payload.address).toBe('[text: 11 chars]');
  });

  it("the store's log and its DevTools stream give the same pseudonyms, and the header says what was hidden", () => {
    const store = makeStore();
    const member = {
      id: 1,
      name: 'Ayşe',
      email: 'ayse.kaya@mail.com.tr',
      phone: '(532) 555 10 20',
      birthdate: '1990-05-17',
    };
    store.dispatch({ type: 'members/read/fulfilled', payload: member, meta: { arg: { id: 1 } } });
    const text = JSON.stringify(exportActionLog(store));
    expect(text).not.toContain('ayse.kaya');
    expect(text).not.toContain('555 10 20');
    expect(text).not.toContain('1990-05-17');
    const logged = JSON.parse(text) as {
      actionsById: Record<string, { action: { type: string; payload: typeof member } }>;
      meta: {
        pseudonymised: {
          fields: { byResource: Record<string, object> };
          values: Record<string, number>;
          removed: string[];
        };
      };
    };
    const inLog = Object.values(logged.actionsById).find((e) => e.action.type === 'members/read/fulfilled')!
      .action.payload;
    expect(store.redactor.action({ type: 'members/read/fulfilled', payload: member })).toMatchObject({
      payload: { email: inLog.email, phone: inLog.phone, birthdate: inLog.birthdate },
    });
    expect(logged.meta.pseudonymised.fields.byResource.members).toMatchObject({
      email: 'email',
      birthdate: 'date',
    });
    expect(logged.meta.pseudonymised.values).toMatchObject({ email: 1, phone: 1, date: 1 });
    expect(logged.meta.pseudonymised.removed).toEqual(expect.arrayContaining(['passwords', 'tokens']));
  });
});
