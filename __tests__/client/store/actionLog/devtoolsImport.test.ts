// Redux DevTools imports and jumps never touch who is signed in. The store runs under the real
// DevTools instrument (@redux-devtools/instrument), composed as the extension composes it (the instrument next
// to createStore, the store's own enhancers around it), and the import is what the extension's page script does
// with a file: jsan-parse it and dispatch IMPORT_STATE into the lifted store.
import jsan from 'jsan';
import { instrument, ActionCreators } from '@redux-devtools/instrument';
import type { StoreEnhancer, StoreEnhancerStoreCreator } from '@reduxjs/toolkit';
import { loginResponse } from '../../helpers/renderWithProviders';

type StoreModule = typeof import('../../../../src/client/store');
type Store = ReturnType<StoreModule['makeStore']>;
interface Lifted {
  dispatch(action: unknown): void;
  getState(): { computedStates: { state: Record<string, unknown> }[]; stagedActionIds: number[] };
}

/** What the extension's `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(config)` does, with the real instrument inside. */
const extensionCompose =
  (config: { maxAge?: number }) =>
  (...funcs: StoreEnhancer[]) =>
  (createStore: StoreEnhancerStoreCreator) =>
    funcs.reduceRight<StoreEnhancerStoreCreator>(
      (composed, f) => f(composed) as StoreEnhancerStoreCreator,
      instrument(undefined, { maxAge: config.maxAge })(createStore as never) as never,
    );

/** A fresh copy of the product's store modules; `extension` installs the DevTools extension first. */
function loadStore(extension: boolean, withEntities = false, isolate = true) {
  let modules!: {
    store: StoreModule;
    session: typeof import('../../../../src/client/store/sessionThunks');
    model: typeof import('../../../../src/client/store/sessionModel');
    settings: typeof import('../../../../src/client/store/settings');
    download: typeof import('../../../../src/client/store/actionLog/download');
    http: typeof import('../../../../src/client/api/http');
    connect: typeof import('../../../../src/client/app/connectHttp');
    sessionSlice: typeof import('../../../../src/client/store/session');
    entities?: typeof import('../../../../src/client/store/entities');
  };
  const w = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
  const load = () => {
    if (extension) w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = extensionCompose;
    modules = {
      store: require('../../../../src/client/store'),
      session: require('../../../../src/client/store/sessionThunks'),
      model: require('../../../../src/client/store/sessionModel'),
      settings: require('../../../../src/client/store/settings'),
      download: require('../../../../src/client/store/actionLog/download'),
      http: require('../../../../src/client/api/http'),
      connect: require('../../../../src/client/app/connectHttp'),
      sessionSlice: require('../../../../src/client/store/session'),
      entities: withEntities ? require('../../../../src/client/store/entities') : undefined,
    };
    delete w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  };
  if (isolate) jest.isolateModules(load);
  else load(); // the caller runs in jest.isolateModulesAsync: modules it loads later land in the same registry
  return modules;
}

function signIn(m: ReturnType<typeof loadStore>, store: Store, who: Parameters<typeof loginResponse>[0]) {
  const response = loginResponse(who);
  store.dispatch(
    m.session.login.fulfilled(m.model.snapshotFromLogin(response, '1.0.0'), 'req', {
      username: 'x',
      password: 'secret-pw',
    }),
  );
}

const ADMIN = {
  id: 1,
  name: 'Admin',
  lastname: 'User',
  access_token: 'admin-live-token',
  permissions: Array.from({ length: 125 }, (_, i) => `P_${i}`),
};
const MANAGER = { id: 2, name: 'Mehmet', lastname: 'Manager', access_token: 'manager-live-token' };

/** A QA log recorded by admin: signed in, a members list, a member read, a font size — as downloaded. */
async function adminLog(): Promise<{ text: string; members: unknown }> {
  const m = loadStore(false, true);
  const { entities } = m.entities!;
  const store = m.store.makeStore();
  signIn(m, store, ADMIN);
  const rows = [
    { id: 3, name: 'Ayşe', email: 'ayse@mail.tr', phone: '(532) 555 10 20', birthdate: '1990-05-17' },
    { id: 4, name: 'Can', email: 'can@mail.tr', phone: '(533) 555 11 21', birthdate: '1985-01-02' },
  ];
  const thunks = entities.members.thunks;
  store.dispatch(thunks.search.fulfilled({ data: rows, total: 2 } as never, 'r1', { query: {} } as never));
  store.dispatch(m.settings.settingsChanged({ fontSize: 1.3 }));
  await Promise.resolve();
  const text = JSON.stringify(m.download.exportActionLog(store));
  return { text, members: JSON.parse(JSON.stringify(store.redactor.state(store.getState()).members)) };
}

/** The manager's tab with DevTools open, on a screen that loaded no entity slice yet. */
function managerTab(isolate = true) {
  const m = loadStore(true, false, isolate);
  const store = m.store.makeStore();
  signIn(m, store, MANAGER);
  store.dispatch(m.settings.settingsChanged({ fontSize: 0.9 }));
  const lifted = (store as unknown as { liftedStore: Lifted }).liftedStore;
  expect(lifted).toBeDefined(); // the store really runs under the instrument
  return { m, store, lifted };
}

const sessionOf = (store: Store) => {
  const { session, settings } = store.getState();
  return {
    user: session.user?.id,
    token: session.accessToken,
    permissions: session.permissions.length,
    fontSize: settings.values.fontSize,
  };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a DevTools import into a signed-in tab', () => {
  it('keeps the signed-in user, token, permissions and settings; registers the slices the log names', async () => {
    const { text, members } = await adminLog();
    await jest.isolateModulesAsync(async () => {
      const { store, lifted } = managerTab(false);
      const before = sessionOf(store);
      expect(before).toMatchObject({ user: 2, token: 'manager-live-token', fontSize: 0.9 });
      expect('members' in store.getState()).toBe(false); // no screen loaded the entity slices yet

      // The extension's IMPORT: importState(file) (jsan) → IMPORT_STATE with the lifted state.
      lifted.dispatch({ type: 'IMPORT_STATE', nextLiftedState: jsan.parse(text) });
      expect(sessionOf(store)).toEqual(before);
      await flush(); // the registry's slices load, and DevTools recomputes every state with them
      await flush();

      expect(sessionOf(store)).toEqual(before);
      const state = store.getState() as unknown as Record<string, unknown>;
      expect(JSON.parse(JSON.stringify(state.members))).toEqual(members);
      // Every state DevTools now holds carries the live session too: a jump shows no one else.
      const { computedStates } = lifted.getState();
      expect(computedStates.length).toBe(lifted.getState().stagedActionIds.length);
      for (const { state: s } of computedStates) {
        expect((s.session as { user: { id: number } }).user.id).toBe(2);
        expect((s.settings as { values: { fontSize: number } }).values.fontSize).toBe(0.9);
      }
    });
  });

  it('keeps them when DevTools takes the file’s states as they are (noRecompute), and on every jump', async () => {
    const { text } = await adminLog();
    const { m, store, lifted } = managerTab();
    const before = sessionOf(store);
    const file = jsan.parse(text) as { computedStates: { state: { session: { user: { id: number } } } }[] };
    expect(file.computedStates.at(-1)!.state.session.user.id).toBe(1); // the file itself is admin's

    lifted.dispatch({ type: 'IMPORT_STATE', nextLiftedState: file, noRecompute: true });
    expect(sessionOf(store)).toEqual(before);

    // Requests made while DevTools shows any of the imported states carry the live token, never "[redacted]".
    m.connect.connectHttp(store);
    const sent: (string | undefined)[] = [];
    m.http.http.defaults.adapter = (config) => {
      sent.push(config.headers.Authorization as string | undefined);
      return Promise.resolve({ data: [], status: 200, statusText: 'OK', headers: {}, config });
    };
    const count = lifted.getState().stagedActionIds.length;
    for (let i = 0; i < count; i += 1) {
      lifted.dispatch(ActionCreators.jumpToState(i));
      expect(sessionOf(store)).toEqual(before);
      await m.http.http.get('/members');
    }
    expect(sent).toEqual(Array.from({ length: count }, () => 'Bearer manager-live-token'));
    await flush();
  });

  it('still lets the live tab sign out and change its settings while DevTools shows the past', () => {
    const { m, store, lifted } = managerTab();
    lifted.dispatch(ActionCreators.jumpToState(0));
    store.dispatch(m.settings.settingsChanged({ fontSize: 1.1 }));
    expect(store.getState().settings.values.fontSize).toBe(1.1);
    store.dispatch(m.sessionSlice.sessionCleared({ reason: 'expired' }));
    expect(store.getState().session.accessToken).toBeNull();
  });
});
