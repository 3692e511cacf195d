// The one place redux-mock-store is used (the design card names it; it is no longer maintained): a store that
// runs thunks and records the actions they dispatch, for tests that assert a thunk's action sequence. Every other
// test uses a real store (makeStore). Lint refuses the import anywhere else.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import configureMockStore from 'redux-mock-store';
import { thunk } from 'redux-thunk';

/** A recording store over `state` whose dispatch runs thunks; `getActions()` lists what was dispatched. */
export function recordingStore<S, D = ThunkDispatch<S, unknown, UnknownAction>>(state: S) {
  // @types/redux-mock-store still speaks redux 4's Middleware type; the runtime contract is the same.
  return configureMockStore<S, D>([thunk as never])(state);
}
