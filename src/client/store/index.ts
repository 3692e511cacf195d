// The store: rootReducer (exported for the QA replayer), makeStore (tests build the real store with it),
// and the inferred RootState / AppDispatch types.
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createActionRecorder } from './actionLog/recorder';
import { devToolsOptions } from './devtools';
import { lookupsApi } from './lookupsApi';
import { registerListeners, type AppStartListening } from './listeners';
import { reducers } from '../app/reducers';

export const rootReducer = combineReducers(reducers);

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
