// The QA action recorder (ARCHITECTURE §4): a middleware keeping the last N actions with their time, plus the
// state just before the oldest kept one, so `snapshot` + `entries` always reproduce the current state.
// Secrets are redacted before anything is kept. It may read the clock: it is a middleware, not a reducer.
import { isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { redact } from './redact';
import { RingBuffer } from './ringBuffer';

export const DEFAULT_ACTION_LOG_LIMIT = 2_000;

export interface RecordedAction {
  action: UnknownAction;
  /** Epoch milliseconds when the action reached the reducers. */
  time: number;
}

/** What the recorder holds, oldest action first. */
export interface RecordedLog {
  /** The (redacted) state before `entries[0]`; undefined while nothing was recorded. */
  snapshot: unknown;
  entries: RecordedAction[];
  /** Actions recorded and then dropped from the front of the buffer. */
  dropped: number;
  limit: number;
}

export interface ActionRecorder {
  middleware: Middleware;
  read(): RecordedLog;
  clear(): void;
}

export interface ActionRecorderOptions<S, P = S> {
  /** The store's root reducer: advances the snapshot past each dropped action. */
  reducer: Reducer<S, UnknownAction, P>;
  limit?: number;
  now?: () => number;
}

export function createActionRecorder<S, P = S>({
  reducer,
  limit = DEFAULT_ACTION_LOG_LIMIT,
  now = Date.now,
}: ActionRecorderOptions<S, P>): ActionRecorder {
  const buffer = new RingBuffer<RecordedAction>(limit);
  let snapshot: S | undefined;
  let started = false;
  let dropped = 0;

  const middleware: Middleware = (api) => (next) => (action) => {
    if (!isAction(action)) return next(action);
    if (!started) {
      snapshot = redact(api.getState() as S);
      started = true;
    }
    // Recorded before it is reduced, so actions dispatched while it is reduced (store subscribers) follow it.
    const evicted = buffer.push({ action: redact(action as UnknownAction), time: now() });
    if (evicted) {
      snapshot = reducer(snapshot, evicted.action);
      dropped += 1;
    }
    return next(action);
  };

  return {
    middleware,
    read: () => ({ snapshot, entries: buffer.toArray(), dropped, limit }),
    clear() {
      buffer.clear();
      started = false;
      snapshot = undefined;
      dropped = 0;
    },
  };
}
