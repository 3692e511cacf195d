// The exported action log. Its top level is what Redux DevTools' import reads (`payload`: the JSON string of the
// actions array, `preloadedState`: the JSON string of the state they start from — the shape the extension's
// own export writes), so QA can open it in DevTools as well as in the product's replayer. `meta` is ours;
// DevTools ignores it.
import type { Language } from '../../../../i18n';
import type { RecordedLog } from './recorder';
import { redact } from './redact';

export const LOG_FORMAT = 'gym-backoffice/action-log';
export const LOG_FORMAT_VERSION = 1;

export interface ActionLogMeta {
  format: typeof LOG_FORMAT;
  version: typeof LOG_FORMAT_VERSION;
  /** The product version the server reported at sign-in (x-app-version). */
  productVersion: string | null;
  language: Language;
  userId: number | null;
  /** ISO time of the export. */
  exportedAt: string;
  /** Epoch milliseconds of each action, parallel to the payload's actions. */
  times: number[];
  /** Actions recorded earlier and folded into preloadedState when the buffer was full. */
  dropped: number;
  limit: number;
}

export interface ActionLogFile {
  payload: string;
  preloadedState: string;
  meta: ActionLogMeta;
}

export interface ExportInfo {
  productVersion: string | null;
  language: Language;
  userId: number | null;
  exportedAt: Date;
}

export function buildActionLogFile(log: RecordedLog, info: ExportInfo, currentState: unknown): ActionLogFile {
  // Nothing recorded yet: the current state is where an empty log starts.
  const start = log.entries.length === 0 ? redact(currentState) : log.snapshot;
  return {
    payload: JSON.stringify(log.entries.map((e) => e.action)),
    preloadedState: JSON.stringify(start ?? null),
    meta: {
      format: LOG_FORMAT,
      version: LOG_FORMAT_VERSION,
      productVersion: info.productVersion,
      language: info.language,
      userId: info.userId,
      exportedAt: info.exportedAt.toISOString(),
      times: log.entries.map((e) => e.time),
      dropped: log.dropped,
      limit: log.limit,
    },
  };
}

/** `action-log-2026-11-21T10-15-00Z.json`: sortable and safe on every file system. */
export const actionLogFileName = (exportedAt: Date): string =>
  `action-log-${exportedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
