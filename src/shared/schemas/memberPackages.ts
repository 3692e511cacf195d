// A member's package (spec part 1 §3 "Member package info"): how it was paid, the invoice, lessons, the period
// and the price in Turkish lira, and what was sold — a course package or a personal-training type. The legacy
// payment keys of older records are kept readable (labelled) but a new package cannot take them.
import { array, mixed, number, object } from 'yup';
import type { SchemaRecord } from '../schemaRecord';
import {
  INVALID,
  REQUIRED,
  isoDate,
  oneOfRequired,
  optionalId,
  optionalIsoDate,
  optionalNumber,
  optionalText,
  requiredNumber,
  toEmpty,
} from './fields';
import { liraAmount } from '../money/amount';
import { INSTALMENTS_MAX, INSTALMENTS_MIN, type InstalmentStatus } from '../money/instalments';

export const PAYMENT_TYPES = [
  'unpaid',
  'money_transfer',
  'cash',
  'cash_installments',
  'credit_card_single',
  'credit_card_installments',
  'barter',
] as const;
/** Keys older records carry (nakit = cash, nakit_taksit = cash in instalments, tek = single, taksit = instalments). */
export const LEGACY_PAYMENT_TYPES = ['nakit', 'nakit_taksit', 'tek', 'taksit'] as const;
export const ALL_PAYMENT_TYPES = [...PAYMENT_TYPES, ...LEGACY_PAYMENT_TYPES] as const;
export type PaymentType = (typeof ALL_PAYMENT_TYPES)[number];

/** The payment types sold on an instalment plan (the legacy nakit_taksit / taksit included). */
export const INSTALMENT_PAYMENT_TYPES = [
  'cash_installments',
  'credit_card_installments',
  'nakit_taksit',
  'taksit',
] as const;

export const isInstalmentPaymentType = (value: unknown): boolean =>
  (INSTALMENT_PAYMENT_TYPES as readonly unknown[]).includes(value);

/** What was sold: a course package (`coursePackages`) or a personal-training type (`personalTrainingsTypes`). */
export const PRODUCT_TYPES = ['course_package', 'personal_training'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A package "ends soon" within this many days of today (the list marks it). */
export const ENDING_SOON_DAYS = 14;

const fields = (paymentTypes: readonly string[]) => ({
  payment_type: oneOfRequired(paymentTypes),
  invoice_number: optionalText(64),
  lesson_count: requiredNumber().integer(INVALID).min(0, INVALID).max(10000, INVALID),
  used_lessons: number()
    .transform((v, o) => (o === '' || o === null ? undefined : v))
    .typeError(INVALID)
    .integer(INVALID)
    .min(0, INVALID)
    .default(0)
    .test('within-count', 'memberPackages.errors.used_over_count', function (used) {
      const count = Number(this.parent.lesson_count);
      return used === undefined || !Number.isFinite(count) || used <= count;
    }),
  starttime: isoDate(),
  endtime: isoDate().test('not-before-start', 'memberPackages.errors.end_before_start', function (end) {
    const start = this.parent.starttime as string | undefined;
    return !start || !end || end >= start;
  }),
  // Lira with at most two decimals (stored as whole kuruş: the rows' `money`); a package may be given away (0).
  price: liraAmount(0),
  // What was sold is optional (the spec's package has only the fields above); named, it needs both parts.
  product_type: mixed<ProductType>()
    .transform(toEmpty)
    .nullable()
    .oneOf([...PRODUCT_TYPES, null, undefined], INVALID)
    .when('product_id', {
      is: (id: unknown) => id !== undefined && id !== null && id !== '' && id !== 0,
      then: (s) => s.required(REQUIRED),
    }),
  product_id: optionalId()
    .min(0, INVALID)
    .when('product_type', {
      is: (type: unknown) => typeof type === 'string' && type !== '',
      then: (s) => s.required(REQUIRED).min(1, REQUIRED),
    }),
});

/**
 * A sale's instalment plan: `instalments` monthly parts from `first_due_date` (default the start),
 * equal amounts with the kuruş left over on the last — only with an instalment payment type. Written with the
 * package, in its transaction; neither is stored on the package nor answered (the row's `writeOnly`).
 */
const plan = {
  instalments: optionalNumber()
    .integer(INVALID)
    .min(INSTALMENTS_MIN, INVALID)
    .max(INSTALMENTS_MAX, INVALID)
    .test('instalment-type', 'memberPackages.errors.instalments_type', function (count) {
      return count === null || count === undefined || isInstalmentPaymentType(this.parent.payment_type);
    }),
  first_due_date: optionalIsoDate(),
};

/** A new package: only the current payment types, and its instalment plan. */
export const memberPackageSchema = object().shape({ ...fields(PAYMENT_TYPES), ...plan }, [
  ['product_type', 'product_id'],
]);
/** An edit keeps a stored legacy key valid (the merged record is validated). */
export const memberPackageUpdateSchema = object().shape(fields(ALL_PAYMENT_TYPES), [
  ['product_type', 'product_id'],
]);

export const isLegacyPaymentType = (value: unknown): boolean =>
  (LEGACY_PAYMENT_TYPES as readonly unknown[]).includes(value);

/**
 * A freeze of a package (`_freeze`): its first and last day, both included, the last not before the first.
 * Against the package and the calendar the server checks more (modules/memberFile/freezeHooks.ts): the freeze
 * starts today or later, not before the package starts nor after it ends, overlaps none of its other freezes
 * (409), and all its freezes together stay within FREEZE_MAX_DAYS (400 on `to`).
 */
export const freezeSchema = object({
  from: isoDate(),
  to: isoDate().test('not-before-from', 'memberPackages.freeze.errors.to_before_from', function (to) {
    const from = this.parent.from as string | undefined;
    return !from || !to || to >= from;
  }),
});

/**
 * `PUT members/{id}/packages/{packageId}/instalments`: the plan's unpaid part, replaced. The parts already paid stay
 * as they are (a part paid in part keeps what was paid); these follow them, and must add up to the balance (400).
 */
export const instalmentPlanSchema = object({
  instalments: array(
    object({
      due_date: isoDate(),
      amount: liraAmount(),
    }),
  )
    .required(REQUIRED)
    .max(INSTALMENTS_MAX, INVALID),
});

/** One part of a package's plan as answered: amounts in lira; a package without a plan answers one (id null). */
export interface InstalmentAnswer {
  id: number | null;
  no: number;
  due_date: string;
  amount: number;
  paid: number;
  status: InstalmentStatus;
}

/** `_unfreeze`: the freeze to end (optional: the running one, else the next one). */
export const unfreezeSchema = object({
  freeze_id: optionalId(),
});

/** One freeze as a package answers it (`freezes`), oldest first. */
export interface PackageFreeze {
  id: number;
  /** yyyy-MM-dd, both included; `to` is the day before the member came back when it was ended early. */
  from: string;
  to: string;
  /** The day the freeze was ended early, or null. */
  ended_early_on: string | null;
  user_name: string;
  created_at: string;
}

/** Whole days from `today` (yyyy-MM-dd) to `end` (yyyy-MM-dd); negative once it has passed. */
export function daysUntil(end: string, today: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The list's marks: ends within 14 days (and has not ended), unpaid. */
export function packageMarks(pkg: { endtime: string; payment_type: string }, today: string) {
  const left = daysUntil(pkg.endtime, today);
  return { endingSoon: left >= 0 && left <= ENDING_SOON_DAYS, unpaid: pkg.payment_type === 'unpaid' };
}

// The records as answered (the registry rows name them in `record`).
/**
 * A package sold to a member: dates yyyy-MM-dd, price in Turkish lira; what was sold (product_type, product_id)
 * is optional, as the spec's package has no such field.
 */
export type MemberPackageRecord = Omit<
  SchemaRecord<typeof memberPackageSchema>,
  // The sale's plan: written with the package, never answered (the row's writeOnly).
  'instalments' | 'first_due_date'
> & {
  member_id: number;
  created_at?: string;
  /**
   * Paid so far (payments less voids), in lira: kept by the server with each payment and void, never written
   * through the package.
   */
  paid?: number;
  // Read-only, filled when read:
  remaining_lessons?: number;
  /** What is left of the price, in lira. */
  balance?: number;
  /** The day the oldest part not fully paid is due (null: nothing left to pay). */
  next_due_date?: string | null;
  /** What is left of the parts whose day has passed, in lira. */
  overdue_amount?: number;
  product_name?: string;
  member_name?: string;
  /** The package's freezes, oldest first (modules/memberFile/freezeHooks.ts). */
  freezes?: PackageFreeze[];
};
