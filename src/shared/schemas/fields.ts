// Field builders shared by the entity schemas. Messages are i18n keys (the SPA translates them,
// the server returns them under `fields`).
import { array, mixed, number, string, type Schema } from 'yup';

export const REQUIRED = 'generic.fields.required';
export const EMAIL_FORMAT = 'generic.fields.email_format_err';
export const INVALID = 'generic.fields.invalid';
export const TOO_LARGE = 'generic.fields.too_large';
/** A reference to a record that does not exist, or that the caller may not reach. */
export const NOT_FOUND = 'generic.fields.not_found';

/** Form inputs hold '' for "nothing": treat it as absent so `required` (not a type error) answers. */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/**
 * `null` (and a form's '') on an optional field means "empty", never "not sent" (a cleared coach once stayed
 * assigned): the value a create that leaves the field out stores — its default ('' text, 0 counters, the NOT NULL
 * columns' values), else null. An edit that sends it clears the field. Use as `.transform(toEmpty)`.
 */
export function toEmpty(value: unknown, original: unknown, schema: { getDefault(): unknown }): unknown {
  if (original !== null && original !== '') return value;
  const fallback: unknown = schema.getDefault();
  return fallback === undefined ? null : fallback;
}

export const requiredText = (max = 255) => string().trim().required(REQUIRED).max(max, TOO_LARGE);
export const optionalText = (max = 255) => string().trim().max(max, TOO_LARGE).default('').transform(toEmpty);

/** Rich text (sanitized by the server): not trimmed, '' when empty. */
export const optionalRichText = (max: number) => string().max(max, TOO_LARGE).default('').transform(toEmpty);

export const requiredEmail = () => requiredText().email(EMAIL_FORMAT);

export const oneOfRequired = <T extends string>(values: readonly T[]) =>
  mixed<T>().transform(emptyToUndefined).required(REQUIRED).oneOf(values, INVALID);

export const requiredNumber = () =>
  number().transform(emptyToUndefined).typeError(INVALID).required(REQUIRED);
export const optionalNumber = () => number().transform(toEmpty).typeError(INVALID).nullable().optional();

/** The longest validity a sold product may carry: ten years of days. */
export const VALIDITY_DAYS_MAX = 3650;

/**
 * How many days a sold product (a course package, a personal-training type) is valid for, the first day
 * included; empty (null) when it does not say. A member package sold from it ends on start + days - 1.
 */
export const validityDays = () =>
  optionalNumber().integer(INVALID).min(1, INVALID).max(VALIDITY_DAYS_MAX, INVALID);

/** A list of children sent whole (a diet's items): null empties it (as toEmpty), absent on an edit keeps it. */
export const optionalList = <T extends Schema>(of: T) =>
  array(of).transform((value: unknown, original: unknown) => (original === null ? [] : value));

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

/** yyyy-MM-dd or nothing (null). */
export const optionalIsoDate = () =>
  string()
    .trim()
    .nullable()
    .transform(toEmpty)
    .test('date', INVALID, (value) => {
      if (value === null || value === undefined) return true;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    });

/** 0/1 switches (customer_type, use_device_health). */
export const flag = () => number().transform(emptyToUndefined).typeError(INVALID).oneOf([0, 1], INVALID);

export const RECORD_STATUSES = ['active', 'passive'] as const;
