// A new area's sample body is read from its row's schema: every required field and the optional text, each of
// its type within its bounds; a schema that asks more than its fields' types say is named, not guessed at.
import { number, object, string, type AnyObjectSchema } from 'yup';
import { defineResource } from '../../../src/shared/resourceDef';
import {
  RECORD_STATUSES,
  isoDate,
  oneOfRequired,
  optionalText,
  requiredEmail,
  requiredText,
} from '../../../src/shared/schemas/fields';
import { sampleFromSchema } from './samples';

const row = (schema: AnyObjectSchema) =>
  ({ lockers: defineResource({ name: 'lockers', path: 'lockers', family: 'LOCKERS', schema }) }) as const;

it('fills a body the schema accepts, unique on each call', () => {
  const schema = object({
    name: requiredText(10),
    status: oneOfRequired(RECORD_STATUSES),
    email: requiredEmail(),
    day: isoDate(),
    size: number().required().min(3).max(9),
    notes: optionalText(),
  });
  const body = sampleFromSchema('lockers', 7, row(schema));
  expect(body).toEqual({
    name: 'Örnek name',
    status: 'active',
    email: 'email7@example.com',
    day: '2026-10-01',
    size: 3,
    notes: 'Örnek notes 7',
  });
  expect(schema.isValidSync(body)).toBe(true);
  expect(sampleFromSchema('lockers', 8, row(schema)).email).toBe('email8@example.com');
});

it('names a row whose schema needs more than its types say, and a row it does not know', () => {
  const schema = object({
    code: string()
      .required()
      .test('odd', 'odd', (v) => v === 'X-1'),
  });
  expect(() => sampleFromSchema('lockers', 1, row(schema))).toThrow(
    "no sample for lockers: its schema needs more than its fields' types say",
  );
  expect(() => sampleFromSchema('nothing', 1, row(schema))).toThrow('no sample for nothing');
});
