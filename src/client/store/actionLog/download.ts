// 'Download action log' (toolbar user menu): the recorder's content, with who/what/when, saved as a JSON file.
import type { AppStore } from '../index';
import { actionLogFileName, buildActionLogFile, type ActionLogFile } from './logFile';

export function exportActionLog(store: AppStore, exportedAt: Date = new Date()): ActionLogFile {
  const state = store.getState();
  return buildActionLogFile(
    store.actionLog.read(),
    {
      productVersion: state.session.appVersion,
      language: state.settings.values.language,
      userId: state.session.user?.id ?? null,
      exportedAt,
    },
    state,
    store.redactor,
  );
}

/** Builds the file and hands it to the browser as a download; returns the file name. */
export function downloadActionLog(store: AppStore): string {
  const exportedAt = new Date();
  const name = actionLogFileName(exportedAt);
  const blob = new Blob([JSON.stringify(exportActionLog(store, exportedAt))], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
