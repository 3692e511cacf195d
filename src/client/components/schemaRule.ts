// An antd Form rule from a field of a shared yup schema, for the forms kept on antd's Form (member progress):
// the same checks and messages as the server, instead of an input silently clamping to a range. A NumberInput's
// NaN (text it could not read) is refused as NOT_A_NUMBER before the schema would call it merely invalid. A date
// picker's value is checked as the ISO date the form sends; a cleared field (null) as a missing one.
import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { ValidationError, type AnyObjectSchema, type Schema } from 'yup';
import { NOT_A_NUMBER } from './NumberInput';

export function schemaRule(schema: AnyObjectSchema, field: string, t: TFunction): FormRule {
  const fieldSchema = schema.fields[field] as Schema | undefined;
  if (!fieldSchema) throw new Error(`schemaRule: no field ${field}`);
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'number' && Number.isNaN(value)) throw new Error(t(NOT_A_NUMBER));
      const sent = value === null ? undefined : dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value;
      try {
        await fieldSchema.validate(sent);
      } catch (error) {
        throw new Error(t(error instanceof ValidationError ? error.message : 'generic.fields.invalid'));
      }
    },
  };
}
