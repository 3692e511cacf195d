// Redux DevTools stay on in every build so support sees what a user saw; secrets and personal data never reach
// them (the store's redactor: secrets removed, personal fields pseudonymised), and nothing DevTools does — an
// import, a jump, a skipped action — changes who is signed in or their settings (the session guard below).
import type {
  DevToolsEnhancerOptions,
  Middleware,
  Reducer,
  StoreEnhancer,
  UnknownAction,
} from '@reduxjs/toolkit';
import { createRedactor, redact, REDACTED, type Redactor } from './actionLog/redact';

export { REDACTED };

/** A deep view of `value` with passwords, tokens, Authorization headers and file contents replaced. */
export const redactSecrets = <T>(value: T): T => redact(value);

/** Actions DevTools keeps; older ones are committed, so a long shift cannot exhaust the tab's memory. */
export const DEVTOOLS_MAX_AGE = 200;
export const DEVTOOLS_INSTANCE_NAME = 'Gym back office';

/** DevTools options whose sanitizers are `redactor`'s: the store passes the one its action log uses. */
export function devToolsOptionsFor(redactor: Redactor): DevToolsEnhancerOptions {
  return {
    name: DEVTOOLS_INSTANCE_NAME,
    maxAge: DEVTOOLS_MAX_AGE,
    actionSanitizer: (action) => redactor.action(action),
    stateSanitizer: (state) => redactor.state(state),
    features: {
      pause: true,
      lock: true,
      persist: true,
      // `true` exports the monitor's own (sanitized) copy; the default for Redux ('custom') would ask the page
      // for its raw, unsanitized history.
      export: true,
      import: 'custom',
      jump: true,
      skip: true,
      reorder: true,
      // Dispatching arbitrary actions into a staff member's live store is a development aid only.
      dispatch: process.env.NODE_ENV !== 'production',
      test: false,
    },
  };
}

/** Secrets only: for stores that hold no live data of their own (the replay sandbox). */
export const devToolsOptions: DevToolsEnhancerOptions = devToolsOptionsFor(createRedactor(null));

// --- The session guard -------------------------------------------------------------------------------------
// DevTools' instrument sits between the middleware and the reducers: on an import it runs the file's actions
// through the root reducer (a QA log recorded by someone else signs them in, with `[redacted]` for a token), or
// takes the file's computed states as they are; on a jump it shows a past state. The guard keeps the slices of
// who is signed in (session) and how (settings) as the live dispatches left them: the reducer keeps them on any
// action that did not come through the middleware, and getState answers them whatever state DevTools shows. So
// every request still carries the live token, and the toolbar still shows the live user.

/** Slices no DevTools import or jump may replace. */
export const LIVE_SLICES = ['session', 'settings'] as const;
type LiveSlice = (typeof LIVE_SLICES)[number];
type Live = Record<LiveSlice, unknown>;
type StateLike = Record<string, unknown>;

export interface SessionGuard {
  /** The root reducer, keeping the live slices on any action DevTools replays. */
  reducer<S, P>(reducer: Reducer<S, UnknownAction, P>): Reducer<S, UnknownAction, P>;
  /** Last in the middleware chain: marks the action now reaching the reducers as live. */
  middleware: Middleware;
  /** Wraps the DevTools-instrumented store: getState always carries the live slices. */
  enhancer: StoreEnhancer;
}

export interface SessionGuardOptions {
  /**
   * Registers every slice a replayed action may name (the registry's entity slices). Called when DevTools
   * replays an action for a slice the store does not have yet; DevTools then recomputes its states with them.
   */
  registerSlices?: () => Promise<unknown>;
}

const sameLive = (state: StateLike, live: Live) => LIVE_SLICES.every((k) => state[k] === live[k]);
const withLive = (state: StateLike, live: Live): StateLike => ({ ...state, ...live });

export function createSessionGuard({ registerSlices }: SessionGuardOptions = {}): SessionGuard {
  let liveAction: unknown = null;
  let live: Live | null = null;
  let registering: Promise<unknown> | null = null;
  let onRegistered: (() => void) | null = null;

  function registerFor(action: UnknownAction, state: StateLike): void {
    if (!registerSlices || registering) return;
    const prefix = action.type.includes('/') ? action.type.slice(0, action.type.indexOf('/')) : '';
    if (!prefix || prefix in state || prefix.startsWith('@@')) return;
    registering = registerSlices().then(() => onRegistered?.());
  }

  return {
    reducer<S, P>(reducer: Reducer<S, UnknownAction, P>): Reducer<S, UnknownAction, P> {
      return (state, action) => {
        const next = reducer(state, action) as unknown as StateLike;
        if (action === liveAction || live === null || next === null || typeof next !== 'object') {
          if (next !== null && typeof next === 'object')
            live = Object.fromEntries(LIVE_SLICES.map((k) => [k, next[k]])) as Live;
          return next as unknown as S;
        }
        registerFor(action, next);
        return (sameLive(next, live) ? next : withLive(next, live)) as unknown as S;
      };
    },
    middleware: () => (next) => (action) => {
      const outer = liveAction;
      liveAction = action;
      try {
        return next(action);
      } finally {
        liveAction = outer;
      }
    },
    enhancer: (createStore) => (reducer, preloadedState) => {
      const store = createStore(reducer, preloadedState);
      // Once the slices an import named are registered, replacing the reducer by itself makes DevTools'
      // instrument recompute every state it holds with them (its hot-reload path); without DevTools it is a no-op.
      onRegistered = () => store.replaceReducer(reducer as never);
      let seen: unknown;
      let answered: StateLike | undefined;
      const getState = () => {
        const state = store.getState() as unknown as StateLike;
        if (!live || state === null || typeof state !== 'object' || sameLive(state, live))
          return state as never;
        if (state !== seen || !answered || !sameLive(answered, live)) {
          seen = state;
          answered = withLive(state, live);
        }
        return answered as never;
      };
      return { ...store, getState };
    },
  };
}
