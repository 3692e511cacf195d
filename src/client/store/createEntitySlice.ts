// The one factory for entity slices (ARCHITECTURE §3, §8): from a registry row, the spec's state machine of
// statuses, scoped errors and the deleted flag, lists kept per parent, and a status and error scope for each
// of the row's operations — for top-level resources and sub-resources alike.
import {
  createEntityAdapter,
  createSlice,
  type Draft,
  type Reducer,
  type PayloadAction,
  type SerializedError,
  type SliceCaseReducers,
  type ValidateSliceCaseReducers,
} from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../shared/query';
import { parentKeyOf, type ParentParams, type ResourceDef } from '../../shared/resourceDef';
import {
  applyQueryPatch,
  initialList,
  noErrors,
  type Entity,
  type EntitySliceState,
  type Id,
  type ListState,
  type QueryDefaults,
  type Scope,
  type Status,
  type Stored,
} from './createEntitySlice.state';
import { createEntityThunks } from './createEntitySlice.thunks';

export * from './createEntitySlice.state';
export type {
  CreateArg,
  IdArg,
  OperationArg,
  ParentArg,
  SearchArg,
  UpdateArg,
} from './createEntitySlice.thunks';

export interface EntitySliceOptions<T extends Entity, CR extends SliceCaseReducers<EntitySliceState<T>>> {
  /** Page size of a fresh list (the row's `defaultCount`, else 25). */
  defaultCount?: number;
  /** Extra case reducers, typed as in the RTK docs' "Wrapping createSlice". */
  reducers?: ValidateSliceCaseReducers<EntitySliceState<T>, CR>;
}

const busy: Record<'search' | 'read' | 'create' | 'update' | 'delete', Status> = {
  search: 'searching',
  read: 'reading',
  create: 'creating',
  update: 'updating',
  delete: 'deleting',
};

/** A list action's parent key, from the thunk's argument (replay needs nothing else). */
type WithParent = { meta: { arg?: { parent?: ParentParams } | undefined } };

/**
 * Makes the Redux slice of one registry row: its reducer, the CRUD thunks (`thunks.search`, `read`, `create`,
 * `update`, `remove`) and one thunk per operation of the row (`operations.<name>`), selectors (`selectListRecords`
 * per parent, `selectCurrent`, statuses and scoped errors), `injectInto` for a `combineSlices` root, and
 * `clientFor` for reads outside the store. `store/entities.ts` makes one per row; screens use those
 * (`entities.<name>`) rather than calling this.
 *
 * @example
 * const slice = createEntitySlice<Food>(RESOURCES.foods);
 * slice.injectInto(rootReducer);
 * await dispatch(slice.thunks.search({ query: { criteria: { name: 'mercimek' } } }));
 * const foods = useAppSelector((s) => slice.selectors.selectListRecords(s));
 *
 * // A sub-resource's list is kept per parent:
 * void dispatch(entities.foodPortions.thunks.search({ parent: { food_id: 7 } }));
 */
export function createEntitySlice<
  T extends Entity,
  CR extends SliceCaseReducers<EntitySliceState<T>> = SliceCaseReducers<EntitySliceState<T>>,
>(def: ResourceDef, options: EntitySliceOptions<T, CR> = {}) {
  const { name } = def;
  const defaults: QueryDefaults = {
    ...def.defaultSort,
    count: options.defaultCount ?? def.defaultCount ?? DEFAULT_PAGE_SIZE,
  };
  const keyOf = (record: Stored<T>): Id => (record as Record<string, Id>)[def.key];
  const adapter = createEntityAdapter<Stored<T>, Id>({ selectId: keyOf });
  const operationNames = Object.keys(def.operations);
  const initialState: EntitySliceState<T> = adapter.getInitialState({
    status: 'idle',
    errors: noErrors(operationNames),
    operations: Object.fromEntries(operationNames.map((op) => [op, 'idle' as const])),
    lists: {},
    current: null,
  });
  const listKey = (parent?: ParentParams) => parentKeyOf(def, parent);

  /** Set once the slice is injected into a root reducer (its state appears with the next action). */
  let injected = false;
  const selectState = (root: unknown): EntitySliceState<T> => {
    const state = (root as Record<string, EntitySliceState<T> | undefined>)[name];
    if (state) return state;
    // A screen reading a slice that was never mounted is a wiring mistake: fail loudly while developing.
    if (!injected && process.env.NODE_ENV !== 'production')
      throw new Error(`The '${name}' slice is not mounted in the store`);
    return initialState;
  };
  const { thunks, operations, clientFor } = createEntityThunks<T>(def, selectState, listKey, defaults);
  const { search, read, create, update, remove } = thunks;

  /** Records no list and no edit screen shows any more are dropped, so the store does not grow with browsing. */
  const prune = (state: EntitySliceState<T>) => {
    const kept = new Set<Id>(Object.values(state.lists).flatMap((list) => list.ids));
    if (state.current !== null) kept.add(state.current);
    adapter.removeMany(
      state,
      state.ids.filter((id) => !kept.has(id)),
    );
  };

  const slice = createSlice({
    name,
    initialState,
    reducers: {
      setCriteria(state, action: PayloadAction<{ parent?: ParentParams; criteria: ListQuery['criteria'] }>) {
        const list = (state.lists[listKey(action.payload.parent)] ??= initialList(defaults));
        list.query = applyQueryPatch(list.query, { criteria: action.payload.criteria }, defaults);
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
      const listOf = (state: Draft<EntitySliceState<T>>, action: WithParent): Draft<ListState> =>
        (state.lists[listKey(action.meta.arg?.parent)] ??= initialList(defaults));
      // A request starting sets its status and clears its own scope's error; an aborted one changes nothing.
      const start = (scope: keyof typeof busy) => (state: Draft<EntitySliceState<T>>) => {
        state.status = busy[scope];
        state.errors[scope] = null;
      };
      const fail =
        (scope: Scope) =>
        (
          state: Draft<EntitySliceState<T>>,
          action: { payload?: string; error: SerializedError; meta: { aborted: boolean } },
        ) => {
          if (action.meta.aborted) return;
          state.status = 'idle';
          state.errors[scope] = action.payload ?? action.error.message ?? null;
        };
      builder
        .addCase(search.pending, (state, action) => {
          start('search')(state);
          const list = listOf(state, action);
          list.query = applyQueryPatch(list.query, action.meta.arg?.query, defaults);
        })
        .addCase(search.fulfilled, (state, action) => {
          state.status = 'idle';
          const data = action.payload.data as Stored<T>[];
          adapter.upsertMany(plain(state), data);
          const list = listOf(state, action);
          list.ids = data.map(keyOf);
          list.total = action.payload.total;
          prune(plain(state));
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
          state.current = keyOf(action.payload as Stored<T>);
        })
        .addCase(read.rejected, fail('read'))
        .addCase(create.pending, start('create'))
        .addCase(create.fulfilled, (state, action) => {
          state.status = 'idle';
          adapter.setOne(plain(state), action.payload as Stored<T>);
          state.current = keyOf(action.payload as Stored<T>);
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
          adapter.updateOne(plain(state), {
            id: action.payload.id,
            changes: { deleted: true } as Partial<Stored<T>>,
          });
        })
        .addCase(remove.rejected, fail('delete'));

      // Operations have their own status and error scope; they leave the CRUD status alone.
      for (const [op, thunk] of Object.entries(operations)) {
        const answersRecord = Boolean(def.operations[op].returnsRecord || def.operations[op].transition);
        builder
          .addCase(thunk.pending, (state) => {
            state.operations[op] = 'running';
            state.errors[op] = null;
          })
          .addCase(thunk.fulfilled, (state, action) => {
            state.operations[op] = 'idle';
            if (answersRecord && action.payload && typeof action.payload === 'object')
              adapter.setOne(plain(state), action.payload as Stored<T>);
          })
          .addCase(thunk.rejected, (state, action) => {
            if (action.meta.aborted) return;
            state.operations[op] = 'idle';
            state.errors[op] = action.payload ?? action.error.message ?? null;
          });
      }
    },
  });

  const adapterSelectors = adapter.getSelectors(selectState);
  const emptyList = initialList(defaults);
  // Keyed by the list's ids array, which the reducer replaces whenever the list changes.
  const listRecords = new WeakMap<readonly unknown[], { entities: unknown; records: Stored<T>[] }>();
  const selectList = (root: unknown, parent?: ParentParams): ListState =>
    selectState(root).lists[listKey(parent)] ?? emptyList;
  const selectors = {
    selectState,
    selectById: adapterSelectors.selectById,
    selectStatus: (root: unknown) => selectState(root).status,
    selectErrors: (root: unknown) => selectState(root).errors,
    selectOperationStatus: (root: unknown, op: string) => selectState(root).operations[op] ?? 'idle',
    selectList,
    /** The records of one parent's list, in the server's order. */
    selectListRecords: (root: unknown, parent?: ParentParams): Stored<T>[] => {
      const state = selectState(root);
      const { ids } = selectList(root, parent);
      // The same list and records give the same array, so useSelector re-renders only when the list changed.
      const cached = listRecords.get(ids);
      if (cached?.entities === state.entities) return cached.records;
      const records = ids
        .map((id) => state.entities[id])
        .filter((record): record is Stored<T> => record !== undefined);
      listRecords.set(ids, { entities: state.entities, records });
      return records;
    },
    /** The record of the edit screen, or undefined while it is not (yet) read. */
    selectCurrent: (root: unknown): Stored<T> | undefined => {
      const state = selectState(root);
      return state.current === null ? undefined : state.entities[state.current];
    },
  };

  return {
    name,
    def,
    slice,
    reducer: slice.reducer,
    /** RTK's `reducerPath`, so `combineSlices` and `rootReducer.inject` take the slice as it is. */
    reducerPath: name,
    /** Injects the slice into a `combineSlices` root reducer (lazily, with the screens that use it). */
    injectInto(root: {
      inject: (slice: { reducerPath: string; reducer: Reducer<EntitySliceState<T>> }) => unknown;
    }) {
      root.inject({ reducerPath: name, reducer: slice.reducer });
      injected = true;
    },
    actions: slice.actions,
    thunks,
    operations,
    selectors,
    keyOf,
    /** The resource client for a parent: used by exports that read every page outside the store. */
    clientFor: (parent?: ParentParams) => clientFor({ parent }),
  };
}

/** What the factory makes; generic screens take it as their `entity` prop. */
export type EntitySlice<T extends Entity = Entity> = ReturnType<typeof createEntitySlice<T>>;
