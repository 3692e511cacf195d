// The contract of shared/schemaRecord.ts, walked over the registry: for every row with a schema and a read, one
// record of the demo gym as the API answers it has every field of the schema (but the row's `writeOnly`), of the
// schema's type, and null only where the record type allows it — a field the form may leave empty (optional
// without a default) or one the row names `nullable`. New rows are walked without touching this file.
import type { AnyObjectSchema } from 'yup';
import { RESOURCES } from '../../../src/shared/resources';
import { fillPath, type ResourceDef } from '../../../src/shared/resourceDef';
import { demoRecord } from '../helpers/demoRecords';
import { createTestApp, type TestApp } from '../helpers/testApp';

const rows = (Object.values(RESOURCES) as ResourceDef[]).filter(
  (row): row is ResourceDef & { schema: AnyObjectSchema } =>
    row.schema !== undefined && row.actions.includes('read'),
);

/** Rows the demo gym holds no record of (by name): not checked here, named in a test title to stay visible. */
const NO_DEMO_RECORD: readonly string[] = [];

interface FieldDescription {
  type: string;
  optional: boolean;
  default?: unknown;
}

/** Whether a JSON value is of a schema field's type (a date travels as text). */
function ofType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
    case 'date':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    default:
      return true; // mixed: a oneOf of the form's, checked by the schema itself
  }
}

/** What is wrong with a record answered for a row: missing fields, nulls the type forbids, values of another type. */
function breaches(row: ResourceDef & { schema: AnyObjectSchema }, record: Record<string, unknown>): string[] {
  const fields = row.schema.describe().fields as Record<string, FieldDescription>;
  const found: string[] = [];
  if (typeof record.id !== 'number' && row.key === 'id') found.push('id is not a number');
  for (const [field, described] of Object.entries(fields)) {
    if (row.writeOnly?.includes(field)) {
      if (field in record) found.push(`${field} is write-only but answered`);
      continue;
    }
    if (!(field in record)) {
      found.push(`${field} is missing`);
      continue;
    }
    const value = record[field];
    const mayBeNull =
      (described.optional && described.default === undefined) || Boolean(row.nullable?.includes(field));
    if (value === null || value === undefined) {
      if (!mayBeNull) found.push(`${field} is null, neither optional nor nullable`);
    } else if (!ofType(value, described.type)) {
      found.push(`${field} is ${JSON.stringify(value)}, not a ${described.type}`);
    }
  }
  return found;
}

describe('record contract: the API answers what each row schema says', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seedDemo: true });
    token = (await t.login()).access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/${url}`, token });
    if (res.statusCode !== 200) throw new Error(`GET ${url} → ${res.statusCode} ${res.body}`);
    return res.json<unknown>();
  };

  /** The listed record with the most nulls: the one most likely to break a field's nullability. */
  const mostNulls = (list: Record<string, unknown>[]) => {
    const nulls = (r: Record<string, unknown>) => Object.values(r).filter((v) => v === null).length;
    return list.reduce<Record<string, unknown> | undefined>(
      (best, r) => (!best || nulls(r) > nulls(best) ? r : best),
      undefined,
    );
  };

  const answered = new Map<string, Record<string, unknown>>();
  const empty: string[] = [];

  beforeAll(async () => {
    for (const row of rows) {
      const found = await demoRecord(get, row, mostNulls);
      if (!found) {
        empty.push(row.name);
        continue;
      }
      const key = encodeURIComponent(String(found.record[row.key]));
      answered.set(
        row.name,
        (await get(`${fillPath(row.path, found.params)}/${key}`)) as Record<string, unknown>,
      );
    }
  });

  it('walks every row with a schema and a read', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(answered.size + empty.length).toBe(rows.length);
  });

  it.each(rows.map((row) => row.name).filter((name) => !NO_DEMO_RECORD.includes(name)))(
    '%s answers its schema',
    (name) => {
      const row = rows.find((r) => r.name === name)!;
      const record = answered.get(name);
      expect(record).toBeDefined();
      expect(breaches(row, record!)).toEqual([]);
    },
  );

  it(`skips the rows without a demo record: ${NO_DEMO_RECORD.join(', ') || 'none'}`, () => {
    expect(empty).toEqual(NO_DEMO_RECORD);
  });
});
