// The store: rootReducer (exported for the QA replayer), makeStore (tests build the real store with it),
// and the inferred RootState / AppDispatch types.
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { devToolsOptions } from './devtools';
import { registerListeners, type AppStartListening } from './listeners';
import { reducers } from './reducers';

export const rootReducer = combineReducers(reducers);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  // One listener middleware per store, so tests never share debounce timers or subscriptions.
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listeners.middleware),
    devTools: devToolsOptions,
  });
  registerListeners(listeners.startListening as AppStartListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
