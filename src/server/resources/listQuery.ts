// Turns a list call's query string into a repository ListSpec, using only the registry's whitelists:
// unknown parameters are ignored, a non-whitelisted sort or a bad number is a 400.
import type { ResourceDef } from '../../shared/resourceDef';
import { businessDayEnd, businessDayStart, isIsoDay } from '../../shared/businessDay';
import { DEFAULT_PAGE_SIZE } from '../../shared/query';
import { INVALID } from '../../shared/schemas/fields';
import type { Condition, ListSpec } from '../db/repositories/records';
import { validationFailed } from '../http/errors';

export const MAX_PAGE_SIZE = 1000;

type Query = Record<string, unknown>;

function integer(query: Query, key: string, fallback: number, min: number, max: number): number {
  const raw = query[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw validationFailed({ [key]: INVALID });
  return Math.min(value, max);
}

/** A day filter's value as the instant it bounds: the business day's first (gte) or last (lte) one. */
function dayBound(param: string, kind: string, value: string): string {
  if (!isIsoDay(value)) throw validationFailed({ [param]: INVALID });
  return kind === 'lte' ? businessDayEnd(value) : businessDayStart(value);
}

export function parseListQuery(def: ResourceDef, query: Query): ListSpec {
  const sortColumn = typeof query.sort === 'string' && query.sort !== '' ? query.sort : def.defaultSort.sort;
  if (!def.sortable.includes(sortColumn)) throw validationFailed({ sort: INVALID });
  const rawOrder =
    typeof query.sort_by === 'string' && query.sort_by !== '' ? query.sort_by.toUpperCase() : undefined;
  if (rawOrder !== undefined && rawOrder !== 'ASC' && rawOrder !== 'DESC')
    throw validationFailed({ sort_by: INVALID });
  const order = (rawOrder ?? (query.sort ? 'ASC' : def.defaultSort.sort_by)) === 'DESC' ? 'desc' : 'asc';

  const where: Condition[] = [];
  for (const [param, { kind, column, day }] of Object.entries(def.filters)) {
    const value = query[param];
    if (typeof value !== 'string' || value === '') continue;
    where.push({ column: column ?? param, kind, value: day ? dayBound(param, kind, value) : value });
  }
  const text = def.search ? query[def.search.param] : undefined;
  const search =
    def.search && typeof text === 'string' && text.trim()
      ? { columns: def.search.columns, text: text.trim() }
      : undefined;
  // Ranked by how well the text matches, unless the user sorts by another kind of column (energy, price).
  const ranked =
    search &&
    def.search?.rank &&
    (sortColumn === def.defaultSort.sort || def.search.columns.includes(sortColumn));
  return {
    where,
    search,
    ...(ranked ? { rank: def.search!.columns } : {}),
    sort: { column: sortColumn, order },
    start: integer(query, 'start', 0, 0, Number.MAX_SAFE_INTEGER),
    count: integer(query, 'count', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  };
}
