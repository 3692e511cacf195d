// "null clears", generated over the registry: for every optional field of every writable row, an
// update sending `null` stores the field's empty value (what its schema makes of null: '' text, 0 counters, null,
// [] lists), the answer and a fresh read say so, and that update's history entry records the field going from its
// value to empty. A field empty in the demo record is given a value first. New rows and fields are walked
// without touching this file.
import type { LightMyRequestResponse } from 'fastify';
import type { AnyObjectSchema, Schema } from 'yup';
import type { HistoryRecord } from '../../../src/shared/history';
import { RESOURCES } from '../../../src/shared/resources';
import { fillPath, type ResourceDef } from '../../../src/shared/resourceDef';
import { AUDIT_COLUMNS } from '../../../src/server/resources/stamps';
import { demoRecord, type Json } from '../helpers/demoRecords';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

type Row = Record<string, unknown>;
type Call = (method: string, url: string, payload?: object) => Promise<LightMyRequestResponse>;
interface Described {
  type: string;
  optional: boolean;
  default?: unknown;
  oneOf?: unknown[];
}

const rows = (Object.values(RESOURCES) as ResourceDef[]).filter(
  (row) => row.schema && !row.upload && row.actions.includes('update') && row.actions.includes('read'),
);
const schemaOf = (row: ResourceDef) => (row.updateSchema ?? row.schema) as AnyObjectSchema;

/** Optional fields the client writes (not the server's numbering or audit stamps, not write-only ones). */
function optionalFields(row: ResourceDef): [string, Described][] {
  const fields = schemaOf(row).describe().fields as Record<string, Described>;
  const stamped = new Set<string>([
    ...(row.sequence ? [row.sequence.column] : []),
    ...(row.audit ? AUDIT_COLUMNS : []),
    ...(row.writeOnly ?? []),
  ]);
  return Object.entries(fields).filter(([field, d]) => d.optional && !stamped.has(field));
}

/** What the field's schema makes of null. */
const emptyOf = (row: ResourceDef, field: string) =>
  (schemaOf(row).fields[field] as Schema).cast(null, { assert: false }) as unknown;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const EMPTY: unknown[] = [null, '', 0, []];

/** Fields the server fills when they are emptied: the value expected instead, and why. */
type Get = (url: string) => Promise<unknown>;
const typeCapacity = async (record: Row, get: Get) =>
  ((await get(`classTypes/${String(record.class_type_id)}`)) as Row).capacity;
const FILLED: Record<string, { why: string; value: (member: Row, record: Row, get: Get) => unknown }> = {
  'measurements.height': {
    why: "the member's height (none when 0)",
    value: (member) => (Number(member.height) > 0 ? member.height : null),
  },
  'classSchedules.capacity': {
    why: "the class type's capacity",
    value: (_m, record, get) => typeCapacity(record, get),
  },
  'classSessions.capacity': {
    why: "the class type's capacity",
    value: (_m, record, get) => typeCapacity(record, get),
  },
};

/** Values for empty fields whose valid values depend on records other than the row's references. */
type Sample = (call: Call, params: Row) => Promise<unknown[]>;
const SAMPLES: Record<string, Sample> = {
  // A day of a program of the workout's member: a new program's.
  'trainings.program_day_id': async (call, params) => {
    const made = await call('POST', `members/${String(params.member_id)}/training_programs`, {
      ...sampleBody('training_programs'),
    });
    return (made.json<{ days?: Row[] }>().days ?? []).map((day) => day.id);
  },
};
/** Values tried, in order, on other empty fields: the first the server takes is then cleared. */
const TEXTS = ['Örnek', '2030-06-15', '01001', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'];
const NUMBERS = [1, 2, 5];

/** A field and those its rules read (product_type with product_id): cleared together. */
const groupOf = (row: ResourceDef, field: string): string[] => [
  field,
  ...((schemaOf(row).fields[field] as { deps?: readonly string[] }).deps ?? []),
];

/** A list not kept in the row (a diet's items) lives in its own table: the row's history does not hold it. */
const childList = (row: ResourceDef, field: string, d: Described) =>
  d.type === 'array' && !row.json.includes(field);

describeEachDatabase(
  'null clears every optional field',
  (t) => {
    let token = '';
    beforeAll(async () => {
      token = (await t().login()).access_token;
    });
    const call: Call = (method, url, payload) =>
      t().request({ method: method as 'GET', url: `/api/v1/${url}`, token, payload });
    const get: Json = async (url) => {
      const res = await call('GET', url);
      if (res.statusCode !== 200) throw new Error(`GET ${url} → ${res.statusCode} ${res.body}`);
      return res.json();
    };

    /** Values to try for an empty field: a sample, the referenced record's id, the schema's choices, or any. */
    async function candidates(row: ResourceDef, field: string, d: Described, params: Row) {
      const sample = SAMPLES[`${row.name}.${field}`];
      if (sample) return sample(call, params);
      const target = row.references[field];
      if (target) {
        const def = RESOURCES[target as keyof typeof RESOURCES] as ResourceDef;
        return ((await get(`${def.path}?count=2`)) as Row[]).map((r) => r[def.key]);
      }
      const choices = (d.oneOf ?? []).filter((v) => !EMPTY.includes(v) && v !== d.default);
      return choices.length > 0 ? choices : d.type === 'number' ? NUMBERS : TEXTS;
    }

    /** A value for `field` if it is empty: the record as it is then. */
    async function filled(row: ResourceDef, url: string, field: string, d: Described, params: Row) {
      const record = (await get(url)) as Row;
      if (!same(record[field], emptyOf(row, field))) return record;
      for (const value of await candidates(row, field, d, params)) {
        const res = await call(row.updateMethod, url, { [field]: value });
        if (res.statusCode === 200 && !same(res.json<Row>()[field], emptyOf(row, field)))
          return res.json<Row>();
      }
      return undefined;
    }

    /** What is wrong with clearing `field` (and those it goes with) of the record at `url` (nothing: []). */
    async function clearing(row: ResourceDef, url: string, field: string, d: Described, params: Row) {
      const before = await filled(row, url, field, d, params);
      if (!before) return [`${field}: no value to clear (give it a SAMPLE)`];
      const group = groupOf(row, field);
      const res = await call(row.updateMethod, url, Object.fromEntries(group.map((f) => [f, null])));
      if (res.statusCode !== 200) return [`${field}: null → ${res.statusCode} ${res.body}`];
      const member = params.member_id ? ((await get(`members/${String(params.member_id)}`)) as Row) : {};
      const read = (await get(url)) as Row;
      const key = url.split('/').at(-1)!;
      const [entry] = (await get(`history?entity=${row.name}&entity_id=${key}&count=1`)) as HistoryRecord[];
      const failures: string[] = [];
      for (const f of group) {
        const expected = (await FILLED[`${row.name}.${f}`]?.value(member, read, get)) ?? emptyOf(row, f);
        const answered = res.json<Row>()[f];
        if (!same(answered, expected) || !same(read[f], expected))
          failures.push(`${f}: ${JSON.stringify(before[f])} → ${JSON.stringify([answered, read[f]])}`);
        if (childList(row, f, d) || same(before[f], expected)) continue;
        const change = entry?.changes.find((c) => c.field === f);
        // A computed field (an article's video link) is kept in another column: that column's change stands for it.
        const recorded = row.computed?.includes(f)
          ? Boolean(entry?.changes.length)
          : change !== undefined && same(change.before, before[f]) && same(change.after, expected);
        if (entry?.action !== 'update' || !recorded) failures.push(`${f}: history ${JSON.stringify(entry)}`);
      }
      return failures;
    }

    it('walks every writable row, and null is empty for each field', () => {
      expect(rows.length).toBeGreaterThan(20);
      const fields = rows.flatMap((row) => optionalFields(row).map(([f, d]) => ({ row, f, d })));
      expect(fields.length).toBeGreaterThan(80);
      // Empty, or the default a create stores (a program's goal: 'general').
      const odd = fields.filter(({ row, f, d }) => {
        const empty = emptyOf(row, f);
        return !EMPTY.some((e) => same(e, empty)) && !same(empty, d.default);
      });
      expect(odd.map(({ row, f }) => `${row.name}.${f}`)).toEqual([]);
    });

    it.each(rows.filter((row) => optionalFields(row).length > 0).map((row) => row.name))(
      '%s: null stores empty, and the history says so',
      async (name) => {
        const row = rows.find((r) => r.name === name)!;
        // A record the caller may change (not the admin's own role).
        const found = await demoRecord(get, row, (list) => list.find((r) => r.editable !== false));
        if (!found) throw new Error(`the demo gym holds no ${name} record the admin may change`);
        const key = encodeURIComponent(String(found.record[row.key]));
        const url = `${fillPath(row.path, found.params)}/${key}`;
        const failures: string[] = [];
        const done = new Set<string>();
        for (const [field, d] of optionalFields(row)) {
          // A field cleared with another (product_id with product_type) was checked with it.
          if (done.has(field)) continue;
          for (const f of groupOf(row, field)) done.add(f);
          failures.push(...(await clearing(row, url, field, d, found.params)));
        }
        expect(failures).toEqual([]);
      },
    );

    it.each(Object.entries(FILLED).map(([field, { why }]) => [field, why]))(
      '%s is filled when emptied: %s',
      (field) => {
        const [name, column] = field.split('.');
        expect(optionalFields(rows.find((r) => r.name === name)!).map(([f]) => f)).toContain(column);
      },
    );
  },
  { seedDemo: true },
);
