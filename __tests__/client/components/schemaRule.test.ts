// The antd forms of the member's progress check fields with the server's yup schema: the same rules and message
// keys, with a date picker's value checked as the ISO date the form sends.
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { NOT_A_NUMBER } from '../../../src/client/components/NumberInput';
import { schemaRule } from '../../../src/client/components/schemaRule';
import { measurementSchema, trainingProgramSchema } from '../../../src/shared/schemas/memberProgress';

const t = ((key: string) => `t(${key})`) as unknown as TFunction;
const check = (rule: ReturnType<typeof schemaRule>, value: unknown) =>
  (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator({}, value);

describe('schemaRule', () => {
  const date = schemaRule(measurementSchema, 'date', t);

  it('takes a picked date as the ISO date the form sends', async () => {
    await expect(check(date, dayjs('2026-11-25'))).resolves.toBeUndefined();
    await expect(check(date, '2026-11-25')).resolves.toBeUndefined();
  });

  it("refuses a cleared or missing date with the schema's required message", async () => {
    await expect(check(date, null)).rejects.toThrow('t(generic.fields.required)');
    await expect(check(date, undefined)).rejects.toThrow('t(generic.fields.required)');
  });

  it("gives the schema's messages for text and numbers, and NOT_A_NUMBER for unreadable digits", async () => {
    await expect(check(schemaRule(trainingProgramSchema, 'name', t), '  ')).rejects.toThrow(
      't(generic.fields.required)',
    );
    await expect(check(schemaRule(measurementSchema, 'weight', t), Number.NaN)).rejects.toThrow(
      `t(${NOT_A_NUMBER})`,
    );
  });

  it('names a field the schema does not have at once', () => {
    expect(() => schemaRule(measurementSchema, 'no_such_field', t)).toThrow(
      'schemaRule: no field no_such_field',
    );
  });
});
