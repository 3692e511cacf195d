// The answers the money screens read beyond the registry rows: the dues list and the revenue report, as the
// server is to answer them (amounts in lira, days yyyy-MM-dd). Screens meet an older server that lacks them with
// an error state, never a crash.
import type { PaymentMethod, PaymentRecord, PaymentSummary } from '../../../shared/schemas/payments';

export type { PaymentMethod, PaymentRecord, PaymentSummary };

/** One line of `GET dues?until=&branch_id=&page=&per_page=`: an unpaid part (or balance) due by `until`. */
export interface DueRow {
  member_id: number;
  member_name: string;
  member_package_id: number;
  package_name: string;
  /** The part's number in its plan; null for a package sold without a plan (its balance, due at its start). */
  instalment_no: number | null;
  due_date: string;
  /** What is left to pay of it, in lira. */
  amount: number;
  /** Days since it was due (0: due today). */
  days_overdue: number;
}

export const REVENUE_GROUPS = ['month', 'week', 'day'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];
export const REVENUE_BREAKDOWNS = ['method', 'branch', 'product'] as const;
export type RevenueBreakdown = (typeof REVENUE_BREAKDOWNS)[number];

/** One row of `GET revenue?from=&to=&group=&by=`: a period (and, broken down, one key of it). */
export interface RevenueRow {
  /** yyyy-MM (month), yyyy-MM-dd (day, or a week's Monday). */
  period: string;
  /** The breakdown's key: a payment method, a branch or a product. */
  key?: string | number | null;
  /** A readable name of the key, when the server names it (a branch's or a product's name). */
  label?: string;
  /** Price of the packages sold in the period, in lira. */
  sold: number;
  /** Payments taken in the period less voids, in lira. */
  collected: number;
}

export interface RevenueAnswer {
  rows: RevenueRow[];
}
