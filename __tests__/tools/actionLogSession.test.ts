// QA's promise, end to end: a scripted staff session against the real server (Fastify + SQLite on a temp
// folder, reached over HTTP by the SPA's own axios instance) is recorded by the real store, exported, and
// replayed through the real root reducer into exactly the live final state (secrets redacted).
import type { AddressInfo } from 'node:net';
import { http } from '../../src/client/api/http';
import { connectHttp } from '../../src/client/app/connectHttp';
import { entities } from '../../src/client/store/entities';
import { makeStore, rootReducer, type AppStore } from '../../src/client/store';
import { exportActionLog } from '../../src/client/store/actionLog/download';
import { parseActionLog } from '../../src/client/store/actionLog/parseLog';
import { replayLog } from '../../src/client/store/actionLog/replay';
import { settingsChanged } from '../../src/client/store/settings';
import { login, restoreSession } from '../../src/client/store/sessionThunks';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../server/helpers/testApp';
import { sampleBody } from '../server/helpers/samples';

const { thunks, actions } = entities.members;

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp('sqlite');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  http.defaults.baseURL = `http://127.0.0.1:${port}/api/v1`;
});

afterAll(async () => {
  await server.close();
});

const waitFor = async (done: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((r) => setTimeout(r, 20));
  if (!done()) throw new Error(`timed out waiting for ${what}`);
};

/** Sign in, open members, fail a create on validation, create, read, edit, delete, change page size, change a setting. */
async function staffSession(store: AppStore): Promise<void> {
  connectHttp(store);
  await store.dispatch(restoreSession());
  expect(
    (await store.dispatch(login({ username: 'admin', password: ADMIN_PASSWORD }))).meta.requestStatus,
  ).toBe('fulfilled');

  await store.dispatch(thunks.search({ query: { criteria: { name: 'Ayşe' } } }));
  const invalid = await store.dispatch(thunks.create({ body: { name: '', email: 'not-an-email' } }));
  expect(invalid.meta.requestStatus).toBe('rejected');
  expect(store.getState().members!.errors.create).toEqual(expect.any(String));

  const created = await store.dispatch(
    thunks.create({ body: { ...sampleBody('members'), password: 'member-secret-1' } }),
  );
  expect(created.meta.requestStatus).toBe('fulfilled');
  const id = store.getState().members!.current as number;
  await store.dispatch(thunks.read({ id }));
  expect(
    (await store.dispatch(thunks.update({ id, body: { ...sampleBody('members'), job: 'Trainer' } }))).meta
      .requestStatus,
  ).toBe('fulfilled');
  await store.dispatch(thunks.create({ body: sampleBody('members') }));
  expect((await store.dispatch(thunks.remove({ id }))).meta.requestStatus).toBe('fulfilled');
  expect(store.getState().members!.entities[id]?.deleted).toBe(true);

  await store.dispatch(thunks.search({ query: { count: 10 } }));
  store.dispatch(actions.clearError('create'));

  // Saved to the profile 300 ms later by a listener: its thunk's actions are part of the log too.
  store.dispatch(settingsChanged({ colorScheme: 'mint' }));
  await waitFor(() => store.getState().settings.lastSaveTarget === 'profile', 'the settings save');
}

/** The live state as the log can know it: secrets redacted and personal data pseudonymised (the store's own redactor), as JSON. */
const knowable = (store: AppStore) =>
  JSON.parse(JSON.stringify(store.redactor.state(store.getState()))) as unknown;

function replayExport(store: AppStore) {
  const text = JSON.stringify(exportActionLog(store));
  return {
    text,
    replayed: JSON.parse(JSON.stringify(replayLog(rootReducer, parseActionLog(text)))) as unknown,
  };
}

describe('a recorded staff session replays into the live state', () => {
  it('with the whole session in the buffer', async () => {
    const store = makeStore();
    await staffSession(store);
    const live = store.getState();
    expect(live.members!.entities[live.members!.ids[0]]).toBeDefined();
    expect(live.members!.lists[''].query.count).toBe(10);

    const { text, replayed } = replayExport(store);
    expect(replayed).toEqual(knowable(store));
    // Only the token differs from the unredacted live state: it never left the browser.
    expect(live.session.accessToken).toEqual(expect.any(String));
    expect(text).not.toContain(live.session.accessToken as string);
    expect(text).not.toContain(ADMIN_PASSWORD);
    expect(text).not.toContain('member-secret-1');
    expect(parseActionLog(text).actions.map((a) => a.type)).toEqual(
      expect.arrayContaining([
        'session/login/fulfilled',
        'members/create/rejected',
        'members/delete/fulfilled',
        'members/clearError',
        'settings/save/fulfilled',
      ]),
    );
  });

  it('when the buffer overflowed and the snapshot was advanced past dropped actions', async () => {
    const store = makeStore(undefined, { actionLogLimit: 5 });
    await staffSession(store);
    const { dropped, entries } = store.actionLog.read();
    expect(entries).toHaveLength(5);
    expect(dropped).toBeGreaterThan(10);
    expect(replayExport(store).replayed).toEqual(knowable(store));
  });

  it('without reading the clock, randomness or the network while replaying', async () => {
    const store = makeStore();
    await staffSession(store);
    const text = JSON.stringify(exportActionLog(store));
    const trap = (what: string) => () => {
      throw new Error(`a reducer used ${what}`);
    };
    const spies = [
      jest.spyOn(Date, 'now').mockImplementation(trap('Date.now')),
      jest.spyOn(Math, 'random').mockImplementation(trap('Math.random')),
      jest.spyOn(performance, 'now').mockImplementation(trap('performance.now')),
    ];
    const adapter = http.defaults.adapter;
    http.defaults.adapter = trap('the network');
    try {
      expect(JSON.parse(JSON.stringify(replayLog(rootReducer, parseActionLog(text))))).toEqual(
        knowable(store),
      );
    } finally {
      spies.forEach((s) => s.mockRestore());
      http.defaults.adapter = adapter;
    }
  });
});
