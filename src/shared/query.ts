// Query-string rules of the spec (part 1 §7): key=value pairs, skipping empty or false values but keeping 0.
import type { SortOrder } from './resourceDef';

export type QueryValue = string | number | boolean | null | undefined;

export function toQueryString(params: Record<string, QueryValue>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

export const PAGE_SIZES = [5, 10, 25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface ListQuery {
  criteria: Record<string, QueryValue>;
  sort?: string;
  sort_by?: SortOrder;
  page: number;
  count: number;
}

/** The list call's parameters: `start = page × count`, then sort and the criteria. */
export function listParams(q: ListQuery): Record<string, QueryValue> {
  return { start: q.page * q.count, count: q.count, sort: q.sort, sort_by: q.sort_by, ...q.criteria };
}
