// The state of one entity slice (ARCHITECTURE §3, §8) and the pure query rules its reducers and thunks share.
import type { EntityState } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../shared/query';
import type { SortOrder } from '../../shared/resourceDef';
import type { Id } from '../api/resourceClient';

export type { Id, SortOrder };
export type Status = 'idle' | 'searching' | 'reading' | 'creating' | 'updating' | 'deleting';
/** The spec's error scopes; each operation of the row adds a scope named after it. */
export type CrudScope = 'search' | 'read' | 'create' | 'update' | 'delete';
export type Scope = CrudScope | (string & {});
export type OperationStatus = 'idle' | 'running';

export type Entity = object;
/** A record as the store holds it: a successful delete keeps it, flagged. */
export type Stored<T extends Entity> = T & { deleted?: boolean };

/** One list: the page shown for one parent (`''` for a top-level resource), its total and its query. */
export interface ListState {
  ids: Id[];
  total: number;
  query: ListQuery;
}

export interface EntitySliceState<T extends Entity> extends EntityState<Stored<T>, Id> {
  status: Status;
  errors: Record<Scope, string | null>;
  /** Each operation's own status (its error is `errors[<operation>]`). */
  operations: Record<string, OperationStatus>;
  /** Lists by parent key, so switching parent never shows another parent's rows or criteria. */
  lists: Record<string, ListState>;
  /** Key of the record read (or just created) for an edit screen. */
  current: Id | null;
}

export interface QueryDefaults {
  sort?: string;
  sort_by?: SortOrder;
  count: number;
}

export const noErrors = (operations: readonly string[] = []): Record<Scope, string | null> => ({
  search: null,
  read: null,
  create: null,
  update: null,
  delete: null,
  ...Object.fromEntries(operations.map((name) => [name, null])),
});

export const initialQuery = (defaults: QueryDefaults): ListQuery => ({
  criteria: {},
  sort: defaults.sort,
  sort_by: defaults.sort_by,
  page: 0,
  count: defaults.count ?? DEFAULT_PAGE_SIZE,
});

export const initialList = (defaults: QueryDefaults): ListState => ({
  ids: [],
  total: 0,
  query: initialQuery(defaults),
});

/**
 * Applies a change of the list query. New criteria reset page and sort (spec part 1 §4); a new page size or
 * sort goes back to the first page; a cleared sort returns to the resource's default.
 * Idempotent, so the thunk (before the request) and the pending reducer (for replay) can both apply it.
 */
export function applyQueryPatch(
  current: ListQuery,
  patch: Partial<ListQuery> | undefined,
  defaults: QueryDefaults,
): ListQuery {
  if (!patch) return current;
  const next: ListQuery = { ...current, ...patch };
  const resetSort = patch.criteria !== undefined || ('sort' in patch && !patch.sort);
  if (resetSort && !patch.sort) {
    next.sort = defaults.sort;
    next.sort_by = defaults.sort_by;
  }
  const firstPage =
    patch.criteria !== undefined ||
    (patch.count !== undefined && patch.count !== current.count) ||
    ('sort' in patch && (patch.sort !== current.sort || patch.sort_by !== current.sort_by));
  if (firstPage && patch.page === undefined) next.page = 0;
  return next;
}
