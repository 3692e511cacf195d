// The one factory for entity slices (ARCHITECTURE §3): the spec's state machine of statuses, scoped errors,
// the deleted flag and the list query, for top-level resources and sub-resources alike.
import {
  createEntityAdapter,
  createSlice,
  type Draft,
  type PayloadAction,
  type SerializedError,
  type SliceCaseReducers,
  type ValidateSliceCaseReducers,
} from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../shared/query';
import {
  applyQueryPatch,
  initialQuery,
  noErrors,
  type Entity,
  type EntitySliceState,
  type Id,
  type QueryDefaults,
  type Scope,
  type SortOrder,
  type Status,
  type Stored,
} from './createEntitySlice.state';
import { createEntityThunks } from './createEntitySlice.thunks';

export * from './createEntitySlice.state';
export type { CreateArg, IdArg, ParentArg, SearchArg, UpdateArg } from './createEntitySlice.thunks';

export interface EntitySliceOptions<T extends Entity, CR extends SliceCaseReducers<EntitySliceState<T>>> {
  /** Slice name, action-type prefix and the key the reducer is mounted under in the root state. */
  name: string;
  /** API path; a sub-resource names its parent as `:parentId` (`members/:parentId/packages`). */
  path: string;
  defaultSort?: { sort: string; sort_by: SortOrder };
  defaultCount?: number;
  /** Extra case reducers, typed as in the RTK docs' "Wrapping createSlice". */
  reducers?: ValidateSliceCaseReducers<EntitySliceState<T>, CR>;
}

const busy: Record<Scope, Status> = { search: 'searching', read: 'reading', create: 'creating', update: 'updating', delete: 'deleting' };

export function createEntitySlice<T extends Entity, CR extends SliceCaseReducers<EntitySliceState<T>> = SliceCaseReducers<EntitySliceState<T>>>(
  options: EntitySliceOptions<T, CR>,
) {
  const { name, path } = options;
  const defaults: QueryDefaults = { ...options.defaultSort, count: options.defaultCount ?? DEFAULT_PAGE_SIZE };
  const adapter = createEntityAdapter<Stored<T>, Id>({ selectId: (record) => record.id });
  const initialState: EntitySliceState<T> = adapter.getInitialState({
    status: 'idle',
    errors: noErrors(),
    total: 0,
    query: initialQuery(defaults),
    current: null,
  });
  const selectState = (root: unknown): EntitySliceState<T> => (root as Record<string, EntitySliceState<T>>)[name] ?? initialState;
  const { thunks, clientFor } = createEntityThunks<T>(name, path, selectState, defaults);
  const { search, read, create, update, remove } = thunks;

  const slice = createSlice({
    name,
    initialState,
    reducers: {
      setCriteria(state, action: PayloadAction<ListQuery['criteria']>) {
        state.query = applyQueryPatch(state.query, { criteria: action.payload }, defaults);
      },
      setPage(state, action: PayloadAction<number>) {
        state.query.page = action.payload;
      },
      setCount(state, action: PayloadAction<number>) {
        state.query = applyQueryPatch(state.query, { count: action.payload }, defaults);
      },
      /** An empty sort returns to the resource's default sort. */
      setSort(state, action: PayloadAction<{ sort?: string; sort_by?: SortOrder }>) {
        state.query = applyQueryPatch(state.query, { sort: action.payload.sort, sort_by: action.payload.sort_by }, defaults);
      },
      clearError(state, action: PayloadAction<Scope>) {
        state.errors[action.payload] = null;
      },
      reset: () => initialState,
      ...(options.reducers as ValidateSliceCaseReducers<EntitySliceState<T>, CR>),
    },
    extraReducers: (builder) => {
      // Immer drafts of a generic T are not assignable to T; the adapter works on the same object either way.
      const plain = (state: Draft<EntitySliceState<T>>) => state as EntitySliceState<T>;
      // A request starting sets its status and clears its own scope's error; an aborted one changes nothing.
      const start = (scope: Scope) => (state: Draft<EntitySliceState<T>>) => {
        state.status = busy[scope];
        state.errors[scope] = null;
      };
      const fail =
        (scope: Scope) =>
        (state: Draft<EntitySliceState<T>>, action: { payload?: string; error: SerializedError; meta: { aborted: boolean } }) => {
          if (action.meta.aborted) return;
          state.status = 'idle';
          state.errors[scope] = action.payload ?? action.error.message ?? null;
        };
      builder
        .addCase(search.pending, (state, action) => {
          start('search')(state);
          state.query = applyQueryPatch(state.query, action.meta.arg?.query, defaults);
        })
        .addCase(search.fulfilled, (state, action) => {
          state.status = 'idle';
          adapter.setAll(plain(state), action.payload.data as Stored<T>[]);
          state.total = action.payload.total;
        })
        .addCase(search.rejected, fail('search'))
        .addCase(read.pending, (state, action) => {
          start('read')(state);
          // Another record's screen must not show the previous one; re-reading the same one keeps it on screen.
          if (String(state.current) !== String(action.meta.arg.id)) state.current = null;
        })
        .addCase(read.fulfilled, (state, action) => {
          state.status = 'idle';
          adapter.setOne(plain(state), action.payload as Stored<T>);
          state.current = action.payload.id;
        })
        .addCase(read.rejected, fail('read'))
        .addCase(create.pending, start('create'))
        .addCase(create.fulfilled, (state, action) => {
          state.status = 'idle';
          adapter.setOne(plain(state), action.payload as Stored<T>);
          state.current = action.payload.id;
        })
        .addCase(create.rejected, fail('create'))
        .addCase(update.pending, start('update'))
        .addCase(update.fulfilled, (state, action) => {
          state.status = 'idle';
          adapter.setOne(plain(state), action.payload as Stored<T>);
        })
        .addCase(update.rejected, fail('update'))
        .addCase(remove.pending, start('delete'))
        .addCase(remove.fulfilled, (state, action) => {
          state.status = 'idle';
          // The record stays, flagged, so the list can show it struck through (spec part 1 §3).
          adapter.updateOne(plain(state), { id: action.payload.id, changes: { deleted: true } as Partial<Stored<T>> });
        })
        .addCase(remove.rejected, fail('delete'));
    },
  });

  const adapterSelectors = adapter.getSelectors(selectState);
  const selectors = {
    selectState,
    selectAll: adapterSelectors.selectAll,
    selectById: adapterSelectors.selectById,
    selectStatus: (root: unknown) => selectState(root).status,
    selectErrors: (root: unknown) => selectState(root).errors,
    selectTotal: (root: unknown) => selectState(root).total,
    selectQuery: (root: unknown) => selectState(root).query,
    /** The record of the edit screen, or undefined while it is not (yet) read. */
    selectCurrent: (root: unknown): Stored<T> | undefined => {
      const state = selectState(root);
      return state.current === null ? undefined : state.entities[state.current];
    },
  };

  return {
    name,
    path,
    slice,
    reducer: slice.reducer,
    actions: slice.actions,
    thunks,
    selectors,
    /** The resource client for a parent (or none): used by exports that read every page outside the store. */
    clientFor: (parentId?: Id) => clientFor({ parentId }),
  };
}

/** What a feature's slice module exports; generic components take it as their `entity` prop. */
export type EntitySlice<T extends Entity = Entity> = ReturnType<typeof createEntitySlice<T>>;
