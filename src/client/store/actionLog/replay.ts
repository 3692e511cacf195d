// Rebuilds state from a parsed log by running its actions through a root reducer (the real one in the tool,
// a sandbox store on the replay screen). Pure: no DOM, no Node, no clock — reducers are deterministic.
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ParsedActionLog } from './parseLog';

/** Sent first so every slice the snapshot lacks (an older version's log, a partial DevTools state) gets its initial state. */
export const REPLAY_INIT: UnknownAction = { type: '@@gym/replay/INIT' };

/** Where actions are replayed: a store, or a bare reducer wrapped by `reducerTarget`. */
export interface ReplayTarget<S> {
  dispatch(action: UnknownAction): unknown;
  getState(): S;
}

export function startState<S, P>(reducer: Reducer<S, UnknownAction, P>, snapshot: unknown): S {
  return reducer((snapshot ?? undefined) as P | undefined, REPLAY_INIT);
}

export function reducerTarget<S, P>(
  reducer: Reducer<S, UnknownAction, P>,
  snapshot: unknown,
): ReplayTarget<S> {
  let state = startState(reducer, snapshot);
  return {
    dispatch: (action) => {
      state = reducer(state, action);
      return action;
    },
    getState: () => state,
  };
}

/** The number of actions to apply: all, or the first `until` (0 = the snapshot itself). */
export function clampUntil(log: ParsedActionLog, until?: number): number {
  if (until === undefined) return log.actions.length;
  return Math.max(0, Math.min(log.actions.length, Math.floor(until)));
}

/** Applies actions 1..until (1-based, as the replayer lists them) and returns the resulting state. */
export function replayLog<S, P>(
  reducer: Reducer<S, UnknownAction, P>,
  log: ParsedActionLog,
  until?: number,
): S {
  const target = reducerTarget(reducer, log.snapshot);
  replayInto(target, log, until);
  return target.getState();
}

/** Dispatches the log's actions into `target`; `onStep(index, state)` sees the state after each (1-based). */
export function replayInto<S>(
  target: ReplayTarget<S>,
  log: ParsedActionLog,
  until?: number,
  onStep?: (index: number, state: S) => void,
): void {
  const end = clampUntil(log, until);
  for (let i = 0; i < end; i += 1) {
    target.dispatch(log.actions[i]);
    onStep?.(i + 1, target.getState());
  }
}

/** Every state of the log: `[0]` the start, `[i]` after action i. Immutable updates share structure, so this stays small. */
export function replayStates<S>(target: ReplayTarget<S>, log: ParsedActionLog): S[] {
  const states: S[] = [target.getState()];
  replayInto(target, log, undefined, (_i, state) => states.push(state));
  return states;
}

/** `getPath(state, 'members.query.count')`; undefined when a segment is missing. */
export function getPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let node: unknown = value;
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
