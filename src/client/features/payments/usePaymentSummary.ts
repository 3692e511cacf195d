// GET payments/_summary with the cash book's filters: what the payments add up to, per method and per person who
// took them, voided ones apart. Read again whenever the filters change (a page or a sort of the list adds up the
// same).
import { useEffect, useState } from 'react';
import type { QueryValue } from '../../../shared/query';
import type { PaymentSummary } from '../../../shared/schemas/payments';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';

const { summary } = entities.payments.operations;
/** The cash book's filters the summary takes (paymentFiltersSchema). */
const FILTERS = [
  'from',
  'to',
  'method',
  'received_by',
  'branch_id',
  'member_id',
  'member_package_id',
] as const;

export interface SummaryState {
  answer: PaymentSummary | null;
  error: string | null;
  loading: boolean;
}

/** The filters among a list's criteria, without the empty ones (a stable text key). */
export function summaryFilters(criteria: Record<string, QueryValue | undefined>): Record<string, QueryValue> {
  const filters: Record<string, QueryValue> = {};
  for (const name of FILTERS) {
    const value = criteria[name];
    if (value !== undefined && value !== null && value !== '') filters[name] = value;
  }
  return filters;
}

export function usePaymentSummary(
  criteria: Record<string, QueryValue | undefined>,
  /** False without PAYMENTS_SEARCH: nothing is asked. */
  enabled = true,
): SummaryState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<SummaryState>({ answer: null, error: null, loading: true });
  const key = JSON.stringify(summaryFilters(criteria));
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    void dispatch(summary({ body: JSON.parse(key) as Record<string, QueryValue> })).then((result) => {
      if (!live) return;
      if (summary.fulfilled.match(result))
        setState({ answer: result.payload as PaymentSummary, error: null, loading: false });
      else setState({ answer: null, error: String(result.payload ?? ''), loading: false });
    });
    return () => {
      live = false;
    };
  }, [dispatch, key, enabled]);
  return state;
}
