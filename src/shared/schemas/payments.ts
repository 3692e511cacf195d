// A payment toward a member's package: an amount in lira (stored as whole kuruş), how it was paid, when
// (now unless the desk says otherwise) and a note. The server fills the rest: the member and package from the
// path, the member's branch, the receipt number, who took it; a void (never a delete) records who, when and why.
import { mixed, object, string } from 'yup';
import { isIsoDay } from '../businessDay';
import { liraAmount } from '../money/amount';
import type { SchemaRecord } from '../schemaRecord';
import { INVALID, optionalId, optionalIsoDate, optionalText, requiredText, toEmpty } from './fields';

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
