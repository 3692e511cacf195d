// Reads an action log into actions and the state they start from. Accepts the product's export (version 2: a
// DevTools monitor state with our `meta`; version 1: `{ payload, preloadedState, meta }`) and the two files
// Redux DevTools writes: its export ({ payload, preloadedState } as JSON strings, payload holding the actions
// array or a lifted state) and a whole lifted state ({ actionsById, stagedActionIds, ... }).
// Pure: no DOM, no Node — the replayer tool and the replay screen share it.
import type { UnknownAction } from '@reduxjs/toolkit';
import { LOG_FORMAT, type ActionLogMeta } from './logFile';

export type LogSource = 'gym-backoffice' | 'redux-devtools';

export interface ParsedActionLog {
  source: LogSource;
  /** The state before the first action; undefined when the file has none (replay starts from initial state). */
  snapshot: unknown;
  actions: UnknownAction[];
  /** Epoch milliseconds per action, null where the file does not say. */
  times: (number | null)[];
  meta: ActionLogMeta | null;
}

export type LogErrorCode = 'not_json' | 'unknown_format' | 'bad_action';

export class ActionLogFormatError extends Error {
  constructor(
    readonly code: LogErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ActionLogFormatError';
  }
}

/** DevTools' lifted state, as far as a replay needs it. */
interface LiftedState {
  actionsById: Record<string, { action?: unknown; timestamp?: unknown }>;
  stagedActionIds: number[];
  skippedActionIds?: number[];
  committedState?: unknown;
  computedStates?: { state?: unknown }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isLifted = (v: unknown): v is LiftedState =>
  isRecord(v) && isRecord(v.actionsById) && Array.isArray(v.stagedActionIds);

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ActionLogFormatError('not_json', `${what} is not valid JSON (${(error as Error).message})`);
  }
}

function checkActions(actions: unknown[]): UnknownAction[] {
  actions.forEach((action, i) => {
    if (!isRecord(action) || typeof action.type !== 'string') {
      throw new ActionLogFormatError('bad_action', `action ${i + 1} has no string "type"`);
    }
  });
  return actions as UnknownAction[];
}

const asTime = (t: unknown): number | null => (typeof t === 'number' && Number.isFinite(t) ? t : null);

function fromLifted(lifted: LiftedState, preloaded: unknown): Omit<ParsedActionLog, 'source' | 'meta'> {
  const skipped = new Set(lifted.skippedActionIds ?? []);
  // Id 0 is DevTools' own @@INIT; skipped (toggled-off) actions did not shape the state it showed.
  const ids = lifted.stagedActionIds.slice(1).filter((id) => !skipped.has(id));
  const lifts = ids.map((id) => {
    const lift = lifted.actionsById[String(id)];
    if (!lift)
      throw new ActionLogFormatError('bad_action', `action id ${id} is staged but missing from actionsById`);
    return lift;
  });
  const snapshot =
    lifted.committedState !== undefined
      ? lifted.committedState
      : (preloaded ?? lifted.computedStates?.[0]?.state);
  return {
    snapshot,
    actions: checkActions(lifts.map((l) => l.action)),
    times: lifts.map((l) => asTime(l.timestamp)),
  };
}

function ownMeta(raw: unknown, count: number): ActionLogMeta | null {
  if (!isRecord(raw) || raw.format !== LOG_FORMAT) return null;
  const meta = raw as unknown as ActionLogMeta;
  return Array.isArray(meta.times) && meta.times.length === count ? meta : { ...meta, times: [] };
}

/**
 * Our version 2 file, or DevTools' own export of a whole monitor state. A log longer than DevTools' window
 * also carries its start and the actions before the window: the replay starts there.
 */
function fromLiftedFile(
  doc: LiftedState & { meta?: unknown; start?: unknown; earlierActions?: unknown },
): ParsedActionLog {
  const parsed = fromLifted(doc, undefined);
  const meta =
    isRecord(doc.meta) && doc.meta.format === LOG_FORMAT ? (doc.meta as unknown as ActionLogMeta) : null;
  if (!meta || !Array.isArray(doc.earlierActions))
    return { source: meta ? 'gym-backoffice' : 'redux-devtools', meta, ...parsed };
  const earlier = (doc.earlierActions as unknown[]).map((e) => (isRecord(e) ? e : {}));
  return {
    source: 'gym-backoffice',
    meta,
    snapshot: doc.start,
    actions: [...checkActions(earlier.map((e) => e.action)), ...parsed.actions],
    times: [...earlier.map((e) => asTime(e.timestamp)), ...parsed.times],
  };
}

export function parseActionLog(text: string): ParsedActionLog {
  const doc = parseJson(text, 'The file');
  if (isLifted(doc)) return fromLiftedFile(doc);
  if (!isRecord(doc) || typeof doc.payload !== 'string') {
    throw new ActionLogFormatError(
      'unknown_format',
      'The file is neither a product action log nor a Redux DevTools export',
    );
  }
  const payload = parseJson(doc.payload, 'Its "payload"');
  const preloaded =
    typeof doc.preloadedState === 'string'
      ? parseJson(doc.preloadedState, 'Its "preloadedState"')
      : undefined;
  if (isLifted(payload)) return { source: 'redux-devtools', meta: null, ...fromLifted(payload, preloaded) };
  if (!Array.isArray(payload)) {
    throw new ActionLogFormatError(
      'unknown_format',
      'Its "payload" is neither an actions array nor a lifted state',
    );
  }
  const actions = checkActions(payload);
  const meta = ownMeta(doc.meta, actions.length);
  return {
    source: meta ? 'gym-backoffice' : 'redux-devtools',
    snapshot: preloaded,
    actions,
    times: actions.map((_, i) => asTime(meta?.times?.[i])),
    meta,
  };
}
