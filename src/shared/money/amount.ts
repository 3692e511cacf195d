// Money is kept as whole kuruş (1 lira = 100 kuruş), integers from the database to the sums, so no amount passes
// through floating point arithmetic. The API speaks lira as numbers with at most two decimals (1249.99); these
// convert at its edge and print an amount as each language writes money.
import { number } from 'yup';
import { INVALID, REQUIRED } from '../schemas/fields';
import { numberLocale } from '../numberFormat';

/** The most a single amount may be (ten million lira): far above any sale, far below 2^53 kuruş. */
export const MAX_KURUS = 1_000_000_000;

/**
 * Whole kuruş of a lira amount, or null when it is not one: not a finite number, negative, above MAX_KURUS, or
 * with more than two decimals (1249.999). 1249.99 * 100 is 124998.99999999999 in floating point: rounding to the
 * nearest kuruş and checking it reads back as the same number accepts every two-decimal amount and nothing else.
 */
export function toKurus(lira: unknown): number | null {
  if (typeof lira !== 'number' || !Number.isFinite(lira) || lira < 0) return null;
  const kurus = Math.round(lira * 100);
  return kurus / 100 === lira && kurus <= MAX_KURUS ? kurus : null;
}

/** The lira the API answers for whole kuruş: 124999 → 1249.99 (exact: a two-decimal number reads back as itself). */
export const toLira = (kurus: number): number => kurus / 100;

/**
 * A lira amount field: a number with at most two decimals, from `min` lira (default one kuruş). Messages are the
 * shared field keys, like every schema's.
 */
export const liraAmount = (min = 0.01) =>
  number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(INVALID)
    .required(REQUIRED)
    .min(min, INVALID)
    .test('kurus', INVALID, (value) => value === undefined || toKurus(value) !== null);

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as `lang` writes money in Turkish lira: ₺4.800,00 (tr), ₺4,800.00 (en), 4,800.00 ₺ (ar, after a
 * right-to-left mark).
 */
export function formatMoney(kurus: number, lang: string): string {
  const locale = numberLocale(lang);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
    });
    formats.set(locale, format);
  }
  return format.format(toLira(kurus));
}

/**
 * A stored row with its money `columns` (whole kuruş, a number or PostgreSQL's bigint text) as lira: what the API
 * answers and the history shows. Absent and null values stay as they are.
 */
export function withLira<R extends Record<string, unknown>>(row: R, columns: readonly string[]): R {
  if (columns.length === 0) return row;
  const copy: Record<string, unknown> = { ...row };
  for (const column of columns) {
    const value = copy[column];
    if (value !== undefined && value !== null && value !== '') copy[column] = toLira(Number(value));
  }
  return copy as R;
}

/**
 * Input with its money `columns` (lira, validated by `liraAmount`) as whole kuruş, for storage. A value that is no
 * lira amount is a programming error here (the schema let it through): it throws rather than store a guess.
 */
export function withKurus<R extends Record<string, unknown>>(values: R, columns: readonly string[]): R {
  if (columns.length === 0) return values;
  const copy: Record<string, unknown> = { ...values };
  for (const column of columns) {
    const value = copy[column];
    if (value === undefined || value === null) continue;
    const kurus = toKurus(typeof value === 'string' ? Number(value) : value);
    if (kurus === null) throw new Error(`${column}: ${JSON.stringify(value)} is no lira amount`);
    copy[column] = kurus;
  }
  return copy as R;
}
