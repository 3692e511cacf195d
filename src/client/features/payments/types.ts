// The money screens' names for the shared answers: payments and their summary, the dues and the revenue report.
export {
  REVENUE_BREAKDOWNS,
  REVENUE_GROUPS,
  type DueRecord as DueRow,
  type PaymentMethod,
  type PaymentRecord,
  type PaymentSummary,
  type RevenueAnswer,
  type RevenueBreakdown,
  type RevenueGroup,
  type RevenueRow,
} from '../../../shared/schemas/payments';
