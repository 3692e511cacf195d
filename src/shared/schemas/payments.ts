// A payment toward a member's package: an amount in lira (stored as whole kuruş), how it was paid, when
// (now unless the desk says otherwise) and a note. The server fills the rest: the member and package from the
// path, the member's branch, the receipt number, who took it; a void (never a delete) records who, when and why.
import { mixed, object, string } from 'yup';
import { isIsoDay } from '../businessDay';
import { liraAmount } from '../money/amount';
import type { SchemaRecord } from '../schemaRecord';
import {
  INVALID,
  optionalId,
  optionalIsoDate,
  optionalNumber,
  optionalText,
  requiredText,
  toEmpty,
} from './fields';

/** How a payment was made (the cash book's totals per method). */
export const PAYMENT_METHODS = ['cash', 'credit_card', 'money_transfer', 'barter'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** When a payment was made: an ISO time with its zone (2026-12-01T09:30:00Z), or a day (yyyy-MM-dd). */
export const isPaidAt = (value: string): boolean =>
  isIsoDay(value) || (TIME.test(value) && isIsoDay(value.slice(0, 10)) && Number.isFinite(Date.parse(value)));

/**
 * A payment as the desk takes it: `paid_at` absent means now; a day means that business day (now when it is
 * today); it may not be after today. The amount is at least one kuruş and at most the package's balance (409).
 */
export const paymentSchema = object({
  amount: liraAmount(),
  method: mixed<PaymentMethod>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .required('generic.fields.required')
    .oneOf(PAYMENT_METHODS, INVALID),
  paid_at: string()
    .trim()
    .nullable()
    .transform(toEmpty)
    .test('paid-at', INVALID, (value) => value === null || value === undefined || isPaidAt(value)),
  note: optionalText(500),
});

/** `_void`: why the payment is voided (required; the receipt keeps its number, marked voided). */
export const voidSchema = object({
  reason: requiredText(500),
});

/** The cash book's filters, also those of its `_summary`: days bound `paid_at` in the business time zone. */
export const paymentFiltersSchema = object({
  from: optionalIsoDate(),
  to: optionalIsoDate(),
  method: mixed<PaymentMethod>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf([...PAYMENT_METHODS, undefined], INVALID),
  received_by: optionalId(),
  branch_id: optionalId(),
  member_id: optionalId(),
  member_package_id: optionalId(),
});

/** The most lines a page of dues answers (a CSV reads them page after page). */
export const DUES_PER_PAGE_MAX = 500;

/**
 * `GET dues`: what is due by `until` (a business day, today when absent), of members of one branch when named,
 * page by page (from 1; 25 lines unless told, at most DUES_PER_PAGE_MAX).
 */
export const duesQuerySchema = object({
  until: optionalIsoDate(),
  branch_id: optionalId(),
  page: optionalNumber().integer(INVALID).min(1, INVALID),
  per_page: optionalNumber().integer(INVALID).min(1, INVALID).max(DUES_PER_PAGE_MAX, INVALID),
});

export const REVENUE_GROUPS = ['day', 'week', 'month'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];
export const REVENUE_BREAKDOWNS = ['method', 'branch', 'product'] as const;
export type RevenueBreakdown = (typeof REVENUE_BREAKDOWNS)[number];

const oneOfOptional = <T extends string>(options: readonly T[]) =>
  mixed<T>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf([...options, undefined], INVALID);

/**
 * `GET revenue`: business days `from`–`to` (the twelve months up to today when absent; `to` not before `from`),
 * grouped by day, ISO week or month (default), broken down by payment method, branch or product when asked.
 */
export const revenueQuerySchema = object({
  from: optionalIsoDate(),
  to: optionalIsoDate().test('after-from', INVALID, function (value) {
    const from = (this.parent as { from?: string | null }).from;
    return !value || !from || value >= from;
  }),
  group: oneOfOptional(REVENUE_GROUPS),
  by: oneOfOptional(REVENUE_BREAKDOWNS),
});

/** A receipt's number: `<year>-<branch code>-<sequence>`, the sequence six digits (2026-3-000042). */
export const receiptNumber = (year: number, branchCode: number, sequence: number): string =>
  `${year}-${branchCode}-${String(sequence).padStart(6, '0')}`;

// The records as answered (the registry rows name them in `record`).
/** A payment: the amount in lira, `paid_at` an ISO time; voided ones keep their number and amount. */
export type PaymentRecord = SchemaRecord<typeof paymentSchema> & {
  id: number;
  member_id: number;
  member_package_id: number;
  /** The member's branch when the payment was taken (null: none); its id is the receipt's branch code. */
  branch_id: number | null;
  receipt_no: string;
  /** Who took it (null for payments carried over from before payments were kept). */
  received_by: number | null;
  voided_at: string | null;
  voided_by: number | null;
  void_reason: string | null;
  created_at?: string;
  updated_at?: string;
  // Read-only, filled when read:
  received_by_name?: string;
  member_name?: string;
  package_name?: string;
};

/** `GET payments/_summary`: what the filtered cash book adds up to, in lira; totals leave voided payments out. */
export interface PaymentSummary {
  total: number;
  by_method: Record<PaymentMethod, number>;
  /** Per person who took payments (null: carried over), most taken first. */
  by_user: { user: number | null; name: string; total: number; count: number }[];
  voided: { count: number; total: number };
}

/** One line of `GET dues`: an instalment (or a package's balance) left to pay, due by the day asked. */
export interface DueRecord {
  member_id: number;
  member_name: string;
  member_package_id: number;
  package_name: string;
  /** The part's number in its plan; null for a package sold without a plan (its balance, due at its start). */
  instalment_no: number | null;
  due_date: string;
  /** What is left to pay of it, in lira. */
  amount: number;
  /** Days it is late today (0: due today or later). */
  days_overdue: number;
}

/** One row of `GET revenue`: a period (and, broken down, one key of it), in lira. */
export interface RevenueRow {
  /** yyyy-MM-dd (a day, or the Monday of an ISO week), yyyy-MM (a month). */
  period: string;
  /**
   * The breakdown's key (only when broken down): a payment method, a branch id, or a product
   * (`course_package:3`, `personal_training:2`); null for what has none — sales by method (a sale has no method),
   * members without a branch, packages that name no product.
   */
  key?: string | number | null;
  /** The key's name: a branch's or a product's (absent for methods, which the screens translate). */
  label?: string;
  /** Prices of the packages sold in the period (by the day they were sold, created_at). */
  sold: number;
  /** Payments taken in the period (by paid_at) less voided ones: the cash book's total for the same days. */
  collected: number;
}

export interface RevenueAnswer {
  rows: RevenueRow[];
}
