// "null clears" at the schema, generated over the registry: every optional field of every create and
// update schema takes null (and a form's '') as its empty value — '' text, 0 counters, null, [] lists, or the
// default a create stores — never as "not sent" (undefined), which an update would skip. The server tests
// (server/resources/nullClears.test.ts) show the stored result.
import type { AnyObjectSchema, Schema } from 'yup';
import { RESOURCES } from '../../../src/shared/resources';
import type { ResourceDef } from '../../../src/shared/resourceDef';

const schemas = (Object.values(RESOURCES) as ResourceDef[]).flatMap((row) =>
  [
    row.actions.includes('create') ? ['create', row.schema] : [],
    row.actions.includes('update') ? ['update', row.updateSchema ?? row.schema] : [],
  ]
    .filter((pair): pair is [string, AnyObjectSchema] => pair[1] !== undefined)
    .map(([verb, schema]) => ({ name: `${row.name} ${verb}`, schema, row })),
);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const EMPTY: unknown[] = [null, '', 0, []];

describe('null is empty in every optional field', () => {
  it('walks every create and update schema', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it.each(schemas.map(({ name }) => name))('%s', async (name) => {
    const { schema, row } = schemas.find((s) => s.name === name)!;
    const fields = schema.describe().fields as Record<string, { optional: boolean; default?: unknown }>;
    const wrong: string[] = [];
    for (const [field, described] of Object.entries(fields)) {
      if (!described.optional || row.writeOnly?.includes(field)) continue;
      const deps = (schema.fields[field] as { deps?: readonly string[] }).deps ?? [];
      const sent = Object.fromEntries([field, ...deps].map((f) => [f, null]));
      const value = await schema
        .validateAt(field, sent)
        .then(() => (schema.fields[field] as Schema).cast(null, { assert: false }) as unknown)
        .catch((error: Error) => `refused: ${error.message}`);
      const isDefault = described.default !== undefined && same(value, described.default);
      if (!EMPTY.some((e) => same(e, value)) && !isDefault) wrong.push(`${field}: ${JSON.stringify(value)}`);
    }
    expect(wrong).toEqual([]);
  });
});
