// The store: rootReducer (exported for the QA replayer), makeStore (tests build the real store with it),
// and the inferred RootState / AppDispatch types. The root reducer is RTK's combineSlices of the session, the
// settings and the read-only lookups (RTK Query); the entity slices, one per registry row, are injected when
// store/entities.ts is first imported — with the screens that use them — so /login's first load carries neither
// the registry nor its schemas. A slice defined elsewhere (a test's entity) is injected with `rootReducer.inject`.
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createActionRecorder } from './actionLog/recorder';
import { devToolsOptions } from './devtools';
import type { EntityStates } from './entities';
import { lookupsApi, lookupsSlice } from './lookupsApi';
import { registerListeners, type AppStartListening } from './listeners';
import { sessionSlice } from './session';
import { settingsSlice } from './settings';

export const rootReducer = combineSlices(
  sessionSlice,
  settingsSlice,
  lookupsSlice,
).withLazyLoadedSlices<EntityStates>();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Actions the QA action log keeps (default 2,000). */
  actionLogLimit?: number;
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  // One listener middleware per store, so tests never share debounce timers or subscriptions.
  const listeners = createListenerMiddleware();
  // Last in the chain: it sees exactly the plain actions that reach the reducers, in their order.
  const actionLog = createActionRecorder({ limit: options.actionLogLimit });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(listeners.middleware)
        .concat(lookupsApi.middleware)
        .concat(actionLog.middleware),
    devTools: devToolsOptions,
  });
  registerListeners(listeners.startListening as AppStartListening);
  return Object.assign(store, { actionLog });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
