// GET dues?until=&branch_id=&page=&per_page= (PAYMENTS_SEARCH): every unpaid part or balance due by `until`, oldest
// first, one page at a time (x-total-count). Read outside the store: no registry row holds the dues, and a server
// without the call yet answers an error the screen shows as such.
import { useCallback, useEffect, useState } from 'react';
import { chooseErrorMessage, expectStatus, http } from '../../api/http';
import type { DueRow } from './types';

export interface DuesQuery {
  until: string;
  branch_id?: number;
  /** From 1. */
  page: number;
  per_page: number;
}

export interface DuesState {
  rows: DueRow[];
  total: number;
  loading: boolean;
  error: string | null;
}

const paramsOf = (query: DuesQuery) => ({
  until: query.until,
  page: query.page,
  per_page: query.per_page,
  ...(query.branch_id === undefined ? {} : { branch_id: query.branch_id }),
});

/** One page of dues. */
export async function fetchDues(
  query: DuesQuery,
  signal?: AbortSignal,
): Promise<{ rows: DueRow[]; total: number }> {
  const response = expectStatus(await http.get<DueRow[]>('dues', { params: paramsOf(query), signal }), 200);
  const rows = Array.isArray(response.data) ? response.data : [];
  const header = Number(response.headers['x-total-count']);
  return { rows, total: Number.isFinite(header) ? header : rows.length };
}

/** Every page of the dues (the CSV), `pageSize` a call. */
export async function fetchAllDues(
  query: Omit<DuesQuery, 'page' | 'per_page'>,
  pageSize = 200,
): Promise<DueRow[]> {
  const all: DueRow[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = await fetchDues({ ...query, page, per_page: pageSize });
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) return all;
  }
}

export function useDues(query: DuesQuery, enabled: boolean) {
  const [state, setState] = useState<DuesState>({ rows: [], total: 0, loading: enabled, error: null });
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    fetchDues(JSON.parse(key) as DuesQuery, controller.signal)
      .then(({ rows, total }) => setState({ rows, total, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ rows: [], total: 0, loading: false, error: chooseErrorMessage(error) });
      });
    return () => controller.abort();
  }, [key, enabled, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
