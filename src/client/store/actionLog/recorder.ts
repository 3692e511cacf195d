// The QA action recorder (ARCHITECTURE §4): a middleware keeping the last N actions with their time, plus the
// state just before the oldest kept one, so `snapshot` + `entries` always reproduce the current state.
// Secrets are redacted, and personal data pseudonymised, before anything is kept (the store's redactor). It may read the clock: it is a middleware, not a reducer.
//
// Each entry keeps the (redacted) state the store held before its action. When the buffer drops its oldest
// entry, the next one's state is the new snapshot — the very state the store computed then, so the snapshot
// advances without running any reducer again, in O(1). Redacting a state walks only what changed since the
// last one (see redact.ts), and entries share every unchanged branch, so keeping them costs little memory.
import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createRedactor, type Redactor } from './redact';
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
  /** The (redacted) state before each entry (`befores[0]` is `snapshot`); states share unchanged branches. */
  befores: unknown[];
  /** Actions recorded and then dropped from the front of the buffer (their effect is in `snapshot`). */
  dropped: number;
  limit: number;
}

export interface ActionRecorder {
  middleware: Middleware;
  read(): RecordedLog;
  clear(): void;
}

export interface ActionRecorderOptions {
  limit?: number;
  now?: () => number;
  /** Hides secrets and personal data (default: secrets only). The store passes its own, shared with DevTools. */
  redactor?: Redactor;
}

interface Entry extends RecordedAction {
  /** The redacted state before `action`. */
  before: unknown;
}

export function createActionRecorder({
  limit = DEFAULT_ACTION_LOG_LIMIT,
  now = Date.now,
  redactor = createRedactor(null),
}: ActionRecorderOptions = {}): ActionRecorder {
  const buffer = new RingBuffer<Entry>(limit);
  let dropped = 0;

  const middleware: Middleware = (api) => (next) => (action) => {
    if (!isAction(action)) return next(action);
    // Pushed before it is reduced, so actions dispatched meanwhile (by store subscribers) follow it. Its
    // redacted copy is made right after: Immer has then frozen whatever the action put into the state, so
    // those objects are redacted once, here, and remembered when the next state is redacted.
    const entry: Entry = {
      action: action as UnknownAction,
      time: now(),
      before: redactor.state(api.getState()),
    };
    if (buffer.push(entry)) dropped += 1;
    try {
      return next(action);
    } finally {
      entry.action = redactor.action(entry.action);
    }
  };

  return {
    middleware,
    read() {
      const entries = buffer.toArray();
      return {
        snapshot: entries[0]?.before,
        entries: entries.map(({ action, time }) => ({ action, time })),
        befores: entries.map((e) => e.before),
        dropped,
        limit,
      };
    },
    clear() {
      buffer.clear();
      dropped = 0;
    },
  };
}
