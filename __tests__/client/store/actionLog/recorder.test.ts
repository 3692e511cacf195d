import { makeStore, rootReducer } from '../../../../src/client/store';
import {
  DEFAULT_ACTION_LOG_LIMIT,
  createActionRecorder,
} from '../../../../src/client/store/actionLog/recorder';
import { redact } from '../../../../src/client/store/actionLog/redact';
import { settingsChanged, shortcutToggled } from '../../../../src/client/store/settings';
import { loginErrorDismissed } from '../../../../src/client/store/session';

/** Replays what the recorder holds through the real root reducer. */
function replayRecorded(store: ReturnType<typeof makeStore>) {
  const { snapshot, entries } = store.actionLog.read();
  return entries.reduce(
    (state, { action }) => rootReducer(state, action),
    snapshot as ReturnType<typeof rootReducer>,
  );
}

describe('action recorder', () => {
  it('keeps 2,000 actions by default', () => {
    expect(DEFAULT_ACTION_LOG_LIMIT).toBe(2000);
    expect(makeStore().actionLog.read().limit).toBe(2000);
  });

  it('records every plain action with its time, after thunks are resolved into actions', () => {
    let now = 1_000;
    const recorder = createActionRecorder({ now: () => (now += 5) });
    const next = jest.fn((a: unknown) => a);
    const api = { getState: () => rootReducer(undefined, { type: 'init' }), dispatch: jest.fn() };
    const dispatch = recorder.middleware(api)(next);
    dispatch(settingsChanged({ fontSize: 1.1 }));
    dispatch(loginErrorDismissed());
    dispatch('not an action' as never);
    expect(recorder.read().entries).toEqual([
      { action: settingsChanged({ fontSize: 1.1 }), time: 1005 },
      { action: loginErrorDismissed(), time: 1010 },
    ]);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it('drops the oldest beyond its limit and advances the snapshot, so snapshot + actions give the current state', () => {
    const store = makeStore(undefined, { actionLogLimit: 3 });
    const before = store.getState();
    store.dispatch(settingsChanged({ fontSize: 1.2 }));
    store.dispatch(shortcutToggled('members'));
    expect(store.actionLog.read().snapshot).toEqual(before);
    store.dispatch(settingsChanged({ colorScheme: 'dark' }));
    store.dispatch(shortcutToggled('users'));
    store.dispatch(settingsChanged({ layout: 'layout2' }));

    const log = store.actionLog.read();
    expect(log.entries.map((e) => e.action.type)).toEqual([
      'settings/changed',
      'settings/shortcutToggled',
      'settings/changed',
    ]);
    expect(log.dropped).toBe(2); // nothing loaded the lookups: no RTK Query registration before the first action
    expect((log.snapshot as typeof before).settings.values.fontSize).toBe(1.2);
    expect(replayRecorded(store)).toEqual(store.getState());
  });

  it('keeps redacted copies, never the secrets themselves', () => {
    const store = makeStore();
    store.dispatch({
      type: 'users/create/pending',
      meta: { arg: { body: { username: 'ali', password: 'p4ss', password_again: 'p4ss' } } },
    });
    // Entry 0 is the lookups API registering its middleware, with the store's first action.
    const entry = store.actionLog.read().entries.find((e) => e.action.type === 'users/create/pending')!;
    expect(entry.action).toEqual({
      type: 'users/create/pending',
      meta: { arg: { body: { username: 'ali', password: '[redacted]', password_again: '[redacted]' } } },
    });
  });

  it('starts again empty after clear', () => {
    const store = makeStore();
    store.dispatch(loginErrorDismissed());
    store.actionLog.clear();
    expect(store.actionLog.read()).toMatchObject({ entries: [], dropped: 0, snapshot: undefined });
    const before = store.getState();
    store.dispatch(settingsChanged({ fontSize: 0.9 }));
    expect(store.actionLog.read().snapshot).toEqual(redact(before));
  });
});
