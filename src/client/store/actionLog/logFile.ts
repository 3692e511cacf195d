// The exported action log: one file for both doors. Its top level is a Redux DevTools monitor state — what the
// DevTools app's own Import reads (`actionsById`, `computedStates`, `stagedActionIds`, … as its export writes
// them) — so the file opens in @redux-devtools/app and in the extension; the product's replayer and replay
// screen read the same keys (`committedState` and the staged actions). `meta` is ours; DevTools ignores it.
// Older files (version 1: the extension's `{ payload, preloadedState }` strings) stay readable (parseLog.ts).
//
// `computedStates` hold the state after every action. Written out naively that is the whole state once per
// action; but consecutive states share every unchanged branch (Immer), so a branch already written is written
// again as a jsan reference (`{ "$jsan": "$.computedStates[3].state.members" }`), which DevTools' parser
// (jsan) resolves back into the shared object. The file stays plain JSON.
//
// Like the extension, DevTools gets the last 200 actions (DEVTOOLS_MAX_AGE); older ones are in its committed
// state. The product keeps them all: `earlierActions` and the log's `start` (the state before the first action)
// are written only when the log is longer than that window, and the replayers read `start` + `earlierActions` +
// the staged actions.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../../../../i18n';
import type { PersonalKind } from '../../../shared/resourceDef';
import { describePersonalFields } from './personalFields';
import { DEVTOOLS_MAX_AGE } from '../devtools';
import type { RecordedLog } from './recorder';
import { createRedactor, type Redactor } from './redact';

export const LOG_FORMAT = 'gym-backoffice/action-log';
export const LOG_FORMAT_VERSION = 2;

/** What a log says it hid (its header): secrets removed, personal fields and values pseudonymised. */
export interface PseudonymisedInfo {
  /** Removed wherever they appear. */
  removed: string[];
  /** Registry fields whose values were replaced by pseudonyms, per row; `anywhere`: by key in any slice. */
  fields: {
    byResource: Record<string, Record<string, PersonalKind>>;
    anywhere: Record<string, PersonalKind>;
  };
  /** Also replaced by their form, under any key: e-mail addresses inside any text, whole phone numbers. */
  byForm: string[];
  /** Different values replaced per kind, in this tab so far (the log, and DevTools when open). */
  values: Record<PersonalKind, number>;
  /** How pseudonyms are made. */
  method: string;
}

export interface ActionLogMeta {
  format: typeof LOG_FORMAT;
  version: 1 | typeof LOG_FORMAT_VERSION;
  /** The product version the server reported at sign-in (x-app-version). */
  productVersion: string | null;
  language: Language;
  userId: number | null;
  /** ISO time of the export. */
  exportedAt: string;
  /** Version 1 only: epoch milliseconds of each action (version 2 keeps them in `actionsById`). */
  times?: number[];
  /** Actions recorded earlier and folded into the start state when the buffer was full. */
  dropped: number;
  limit: number;
  /** Version 2: what was hidden. */
  pseudonymised?: PseudonymisedInfo;
}

/** One entry of DevTools' `actionsById`. */
export interface LiftedEntry {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

export interface ActionLogFile {
  meta: ActionLogMeta;
  /** A log longer than DevTools' window: the state before its first action (DevTools ignores it). */
  start?: unknown;
  /** A log longer than DevTools' window: its actions before the window, oldest first (DevTools ignores them). */
  earlierActions?: LiftedEntry[];
  /** The state before the first action (DevTools: the committed state). */
  committedState: unknown;
  /** `0` is DevTools' own @@INIT; `1..n` the recorded actions, oldest first. */
  actionsById: Record<string, LiftedEntry>;
  stagedActionIds: number[];
  skippedActionIds: number[];
  currentStateIndex: number;
  nextActionId: number;
  isLocked: boolean;
  isPaused: boolean;
  /** The state after each staged action, unchanged branches as jsan references. */
  computedStates: { state: unknown }[];
}

export interface ExportInfo {
  productVersion: string | null;
  language: Language;
  userId: number | null;
  exportedAt: Date;
}

export const DEVTOOLS_INIT = '@@INIT';

const IDENTIFIER = /^\w+$/;
const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number'
    ? `${parent}[${key}]`
    : IDENTIFIER.test(key)
      ? `${parent}.${key}`
      : `${parent}[${JSON.stringify(key)}]`;

/**
 * `value` for writing at `path`, with every object already written elsewhere replaced by a jsan reference to
 * where it was first written. `remember` only records (the parts the product reads stay plain).
 */
function shared(value: unknown, path: string, seen: Map<object, string>, refer: boolean): unknown {
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined && refer) return { $jsan: known };
  const empty = Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
  if (!empty && known === undefined) seen.set(value, path);
  if (Array.isArray(value)) return value.map((item, i) => shared(item, pathOf(path, i), seen, refer));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner !== undefined) out[key] = shared(inner, pathOf(path, key), seen, refer);
  }
  return out;
}

export function pseudonymisedInfo(redactor: Redactor): PseudonymisedInfo {
  return {
    removed: [
      'passwords',
      'tokens',
      'Authorization headers',
      'cookies',
      'API keys',
      'credentials',
      'file contents',
    ],
    fields: describePersonalFields(),
    byForm: ['e-mail addresses', 'phone numbers'],
    values: redactor.pseudonymizer?.counts() ?? { email: 0, phone: 0, date: 0, text: 0, answers: 0 },
    method:
      'per log: the same value gets the same pseudonym, another log other ones; e-mails person-N@example.invalid, ' +
      'phones (500) NNN NN NN, dates moved by the same number of days, texts [text: N chars], answers [answer]',
  };
}

export function buildActionLogFile(
  log: RecordedLog,
  info: ExportInfo,
  currentState: unknown,
  redactor: Redactor = createRedactor(null),
  /** Actions DevTools gets (its history length); the rest are `earlierActions`. */
  window: number = DEVTOOLS_MAX_AGE,
): ActionLogFile {
  const now = redactor.state(currentState);
  // Nothing recorded yet: the current state is where an empty log starts.
  const start = log.entries.length === 0 ? now : log.snapshot;
  const seen = new Map<object, string>();
  const n = log.entries.length;
  // The actions DevTools gets: the last `window` (and the state before them, committed).
  const earlier = Math.max(0, n - window);
  const entry = (e: RecordedLog['entries'][number], at: string): LiftedEntry => ({
    type: 'PERFORM_ACTION',
    action: shared(e.action, at, seen, false) as UnknownAction,
    timestamp: e.time,
  });
  const head =
    earlier > 0
      ? {
          start: shared(start ?? null, '$.start', seen, false),
          earlierActions: log.entries
            .slice(0, earlier)
            .map((e, i) => entry(e, `$.earlierActions[${i}].action`)),
        }
      : {};
  // With `start` written, the committed state may refer to it; without, it is the start and stays plain.
  const committed = earlier > 0 ? log.befores[earlier] : start;
  const committedState = shared(committed ?? null, '$.committedState', seen, earlier > 0);
  const staged = log.entries.slice(earlier);
  const firstTime = staged[0]?.time ?? info.exportedAt.getTime();
  const actionsById: Record<string, LiftedEntry> = {
    0: { type: 'PERFORM_ACTION', action: { type: DEVTOOLS_INIT }, timestamp: firstTime },
  };
  staged.forEach((e, i) => {
    actionsById[String(i + 1)] = entry(e, `$.actionsById["${i + 1}"].action`);
  });
  // After @@INIT: the committed state; after staged action i: the state before the next one, or now.
  const after = [committed, ...log.befores.slice(earlier + 1), ...(n > 0 ? [now] : [])];
  const computedStates = after.map((state, i) => ({
    state: shared(state ?? null, `$.computedStates[${i}].state`, seen, true),
  }));
  const k = staged.length;
  return {
    meta: {
      format: LOG_FORMAT,
      version: LOG_FORMAT_VERSION,
      productVersion: info.productVersion,
      language: info.language,
      userId: info.userId,
      exportedAt: info.exportedAt.toISOString(),
      dropped: log.dropped,
      limit: log.limit,
      pseudonymised: pseudonymisedInfo(redactor),
    },
    ...head,
    committedState,
    actionsById,
    stagedActionIds: Array.from({ length: k + 1 }, (_, i) => i),
    skippedActionIds: [],
    currentStateIndex: k,
    nextActionId: k + 1,
    isLocked: false,
    isPaused: false,
    computedStates,
  };
}

/** `action-log-2026-11-21T10-15-00Z.json`: sortable and safe on every file system. */
export const actionLogFileName = (exportedAt: Date): string =>
  `action-log-${exportedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
