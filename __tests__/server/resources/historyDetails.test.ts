// History follows field permissions, generated over the registry: for every row with details, the
// fields its record hides from a reader without the details key are absent from every history entry that
// reader gets, present for a holder; an entry of hidden changes only is not listed, and x-total-count agrees.
import type { HistoryRecord } from '../../../src/shared/history';
import { RESOURCES } from '../../../src/shared/resources';
import { detailsPermission, fillPath, permissionOf, type ResourceDef } from '../../../src/shared/resourceDef';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT';
type Entry = HistoryRecord;

const rows: ResourceDef[] = Object.values(RESOURCES).filter((def) => def.details);
/** Detail fields a write sends and the row stores (children such as a workout's sets are no column). */
const storedDetails = (def: ResourceDef) =>
  def.details!.fields.filter(
    (f) => f in (def.updateSchema ?? def.schema)!.fields && !(def.computed ?? []).includes(f),
  );

it('the registry has a row whose details are stored fields (else this file proves little)', () => {
  expect(rows.some((def) => storedDetails(def).length > 0)).toBe(true);
});

describeEachDatabase('history of detail fields (generated)', (t) => {
  let admin = '';
  const call = (method: Method, url: string, token: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, payload?: object) => {
    const res = await call(method, url, admin, payload);
    expect([res.statusCode, url]).toEqual([method === 'POST' ? 201 : 200, url]);
    return res.json<Record<string, unknown>>();
  };
  const reader = async (permissions: string[]) => {
    const user = await createStaff(t().app.db, { permissions });
    return sessionToken(t().app.db, t().config.jwtSecret, user.id);
  };
  /** Both history lists of the record's entries as `token` reads them, with their totals. */
  const histories = async (token: string, def: ResourceDef, member: number, id: unknown) => {
    const urls = [
      `members/${member}/history?entity=${def.name}&count=100`,
      `history?entity=${def.name}&entity_id=${String(id)}&count=100`,
    ];
    return Promise.all(
      urls.map(async (url) => {
        const res = await call('GET', url, token);
        expect([res.statusCode, url]).toEqual([200, url]);
        const entries = res.json<Entry[]>();
        expect(Number(res.headers['x-total-count'])).toBe(entries.length);
        return entries;
      }),
    );
  };

  beforeAll(async () => {
    admin = (await t().login()).access_token;
  });

  it.each(rows.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const base = [
      'HISTORY_READ',
      'MEMBERS_REACH_ALL',
      permissionOf(def, 'read'),
      permissionOf(def, 'search'),
    ];
    const without = await reader(base);
    const withIt = await reader([...base, detailsPermission(def, 'READ')!]);
    const member = Number((await ok('POST', 'members', sampleBody('members'))).id);
    const path = fillPath(def.path, { member_id: member });
    const sample = sampleBody(def.entity);
    const id = (await ok('POST', path, sample))[def.key];

    // The premise: the record itself hides exactly the row's detail fields from the reader without the key.
    const seen = async (token: string) => (await call('GET', `${path}/${String(id)}`, token)).json<object>();
    const full = Object.keys(await seen(withIt));
    const partial = Object.keys(await seen(without));
    const hidden = full.filter((f) => !partial.includes(f));
    expect(hidden.sort()).toEqual([...def.details!.fields].sort());

    // Every writable detail at once (another value of each), then each stored one alone.
    const record = (await seen(withIt)) as Record<string, unknown>;
    const another = (f: string) => {
      const value = Array.isArray(sample[f]) ? sample[f] : record[f];
      return Array.isArray(value) ? value.slice(0, 1) : Number(value ?? 0) + 1;
    };
    const writable = def.details!.fields.filter((f) => f in (def.updateSchema ?? def.schema)!.fields);
    await ok('PUT', `${path}/${String(id)}`, Object.fromEntries(writable.map((f) => [f, another(f)])));
    for (const f of storedDetails(def)) await ok('PUT', `${path}/${String(id)}`, { [f]: another(f) });

    const holder = await histories(withIt, def, member, id);
    const other = await histories(without, def, member, id);
    const fieldsOf = (e: Entry) => e.changes.map((c) => c.field);
    const onlyHidden = (e: Entry) => e.changes.length > 0 && fieldsOf(e).every((f) => hidden.includes(f));
    for (const [i, entries] of holder.entries()) {
      // The holder reads each stored detail in the entry of its own edit.
      for (const f of storedDetails(def)) expect(entries.some((e) => fieldsOf(e).includes(f))).toBe(true);
      const listed = entries.filter((e) => !onlyHidden(e));
      if (storedDetails(def).length > 0) expect(listed.length).toBeLessThan(entries.length);
      // The other reader: the same entries less those of hidden changes only, each without the hidden fields.
      expect(other[i]).toEqual(
        listed.map((e) => ({ ...e, changes: e.changes.filter((c) => !hidden.includes(c.field)) })),
      );
    }
  });
});
