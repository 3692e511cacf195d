// Field builders shared by the entity schemas. Messages are i18n keys (the SPA translates them,
// the server returns them under `fields`).
import { mixed, number, string } from 'yup';

export const REQUIRED = 'generic.fields.required';
export const EMAIL_FORMAT = 'generic.fields.email_format_err';
export const INVALID = 'generic.fields.invalid';
export const TOO_LARGE = 'generic.fields.too_large';
/** A reference to a record that does not exist, or that the caller may not reach. */
export const NOT_FOUND = 'generic.fields.not_found';

/** Form inputs hold '' for "nothing": treat it as absent so `required` (not a type error) answers. */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export const requiredText = (max = 255) => string().trim().required(REQUIRED).max(max, TOO_LARGE);
export const optionalText = (max = 255) => string().trim().max(max, TOO_LARGE).default('');

export const requiredEmail = () => requiredText().email(EMAIL_FORMAT);

export const oneOfRequired = <T extends string>(values: readonly T[]) =>
  mixed<T>().transform(emptyToUndefined).required(REQUIRED).oneOf(values, INVALID);

export const requiredNumber = () =>
  number().transform(emptyToUndefined).typeError(INVALID).required(REQUIRED);
export const optionalNumber = () =>
  number().transform(emptyToUndefined).typeError(INVALID).nullable().optional();

/** Ids of other records; 0 or null mean "none" (spec: an empty reference is sent as 0). */
export const requiredId = () => requiredNumber().integer(INVALID);
export const optionalId = () => optionalNumber().integer(INVALID);

/** A calendar date as the API carries it: yyyy-MM-dd (forms show dd/MM/yyyy). */
export const isoDate = () =>
  string()
    .trim()
    .required(REQUIRED)
    .test('date', INVALID, (value) => {
      if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    });

/** 0/1 switches (customer_type, use_device_health). */
export const flag = () => number().transform(emptyToUndefined).typeError(INVALID).oneOf([0, 1], INVALID);

export const RECORD_STATUSES = ['active', 'passive'] as const;
