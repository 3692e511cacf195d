// GET revenue?from=&to=&group=&by= (REVENUE_READ): what was sold and collected per period, broken down by method,
// branch or product. Read outside the store (no registry row holds a report); a server without the call yet
// answers an error the screen shows as such.
import { useCallback, useEffect, useState } from 'react';
import { chooseErrorMessage, expectStatus, http } from '../../api/http';
import type { RevenueAnswer, RevenueBreakdown, RevenueGroup, RevenueRow } from './types';

export interface RevenueQuery {
  from: string;
  to: string;
  group: RevenueGroup;
  by?: RevenueBreakdown;
}

export interface RevenueState {
  rows: RevenueRow[] | null;
  loading: boolean;
  error: string | null;
}

export function useRevenue(query: RevenueQuery, enabled: boolean) {
  const [state, setState] = useState<RevenueState>({ rows: null, loading: enabled, error: null });
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const params = JSON.parse(key) as RevenueQuery;
    setState((previous) => ({ ...previous, loading: true }));
    http
      .get<RevenueAnswer>('revenue', { params, signal: controller.signal })
      .then((response) => {
        const rows = expectStatus(response, 200).data?.rows;
        setState({ rows: Array.isArray(rows) ? rows : [], loading: false, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ rows: null, loading: false, error: chooseErrorMessage(error) });
      });
    return () => controller.abort();
  }, [key, enabled, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
