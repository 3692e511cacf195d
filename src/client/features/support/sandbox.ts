// The replay screen's sandbox: a store of its own built from the real root reducer, never the live one.
// It has no middleware at all — no thunks, so nothing replayed can reach the API — and its own DevTools
// instance, so support can inspect the replay there too.
import { configureStore, Tuple } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store';
// The sandbox replays any log: every lazily loaded slice (entities, lookups) must be in its reducer.
import '../../store/lazySlices';
import { DEVTOOLS_INSTANCE_NAME, devToolsOptions } from '../../store/devtools';
import { diffStates, type StateChange } from '../../store/actionLog/diff';
import { parseActionLog, type ParsedActionLog } from '../../store/actionLog/parseLog';
import { replayStates, startState } from '../../store/actionLog/replay';

export const CHANGES_SHOWN = 300;

export interface Sandbox {
  log: ParsedActionLog;
  /** `[0]` the start state, `[i]` the state after action i. */
  states: RootState[];
}

export function createSandboxStore(snapshot: unknown) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: startState(rootReducer, snapshot),
    middleware: () => new Tuple(),
    devTools: { ...devToolsOptions, name: `${DEVTOOLS_INSTANCE_NAME} · replay sandbox` },
  });
}

/** Parses `text` (throws ActionLogFormatError) and replays every action into a fresh sandbox store. */
export function loadSandbox(text: string): Sandbox {
  const log = parseActionLog(text);
  const store = createSandboxStore(log.snapshot);
  return { log, states: replayStates(store, log) };
}

/** What action `index` (1-based) changed; nothing for the start state. */
export function changesAt(sandbox: Sandbox, index: number): StateChange[] {
  if (index < 1) return [];
  return diffStates(sandbox.states[index - 1], sandbox.states[index], CHANGES_SHOWN);
}
