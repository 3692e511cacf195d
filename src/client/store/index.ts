// The store: rootReducer (exported for the QA replayer), makeStore (tests build the real store with it),
// and the inferred RootState / AppDispatch types. The root reducer is RTK's combineSlices of the session, the
// settings; the entity slices (one per registry row) and the read-only lookups (RTK Query) are injected when
// store/entities.ts and store/lookupsApi.ts are first imported — with the screens that use them — so /login's
// first load carries neither the registry, its schemas nor RTK Query (the lookups' middleware joins every store
// through lazyMiddleware.ts). A slice defined elsewhere (a test's entity) is injected with `rootReducer.inject`.
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createPseudonymizer } from './actionLog/pseudonyms';
import { createActionRecorder } from './actionLog/recorder';
import { createRedactor, type Redactor } from './actionLog/redact';
import { createSessionGuard, devToolsOptionsFor } from './devtools';
import type { EntityStates } from './entities';
import { createLazyMiddleware } from './lazyMiddleware';
import type { LookupsState } from './lookupsApi';
import { registerListeners, type AppStartListening } from './listeners';
import { sessionSlice } from './session';
import { settingsSlice } from './settings';

export const rootReducer = combineSlices(sessionSlice, settingsSlice).withLazyLoadedSlices<
  EntityStates & LookupsState
>();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Actions the QA action log keeps (default 2,000). */
  actionLogLimit?: number;
  /** Hides secrets and pseudonymises personal data for the action log and DevTools (default: a fresh one per store). */
  redactor?: Redactor;
}

/** The lazily loaded slices (the registry's entities, the lookups), registered when DevTools replays an action for one the store lacks. */
const registerEntitySlices = () => import('./lazySlices');

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  // One listener middleware per store, so tests never share debounce timers or subscriptions.
  const listeners = createListenerMiddleware();
  // Last in the chain: it sees exactly the plain actions that reach the reducers, in their order.
  // One redactor per store: the same member gets the same pseudonym in the log and in DevTools.
  const redactor = options.redactor ?? createRedactor(createPseudonymizer());
  const actionLog = createActionRecorder({ limit: options.actionLogLimit, redactor });
  // DevTools imports and jumps never change who is signed in (devtools.ts).
  const guard = createSessionGuard({ registerSlices: registerEntitySlices });
  const store = configureStore({
    reducer: guard.reducer(rootReducer) as typeof rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(listeners.middleware)
        .concat(createLazyMiddleware())
        .concat(actionLog.middleware)
        .concat(guard.middleware),
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(guard.enhancer),
    devTools: devToolsOptionsFor(redactor),
  });
  registerListeners(listeners.startListening as AppStartListening);
  return Object.assign(store, { actionLog, redactor });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
