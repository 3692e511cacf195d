// QA logs and DevTools with the real tools: a QA session's downloaded log holds no member's or staff member's e-mail or phone,
// replays into the state it recorded, and opens in the Redux DevTools app (@redux-devtools/app's own web build,
// served on 127.0.0.1) through its own Import.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import jsan from 'jsan';
import type { Page } from 'playwright-core';
import { WebSocketServer } from 'ws';
import { rootReducer } from '../../src/client/store';
import '../../src/client/store/lazySlices';
import { parseActionLog } from '../../src/client/store/actionLog/parseLog';
import { replayLog } from '../../src/client/store/actionLog/replay';
import { buildSync } from 'esbuild';
import { adminToken, api, signIn } from './helpers/browser';
import { pagePerTest } from './helpers/page';
import { settle, watchTraffic } from './helpers/settle';
import { DEMO_PASSWORD } from './helpers/server';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

/** In-app navigation (the same store, so the same log), as a link click does. */
async function go(route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === route);
}

/** Every row of a list, page by page, as the admin reads them. */
async function allRows<T>(token: string, resource: string): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; ; start += 200) {
    const res = await api<T[]>('GET', `${resource}?start=${start}&count=200`, undefined, token);
    if (res.status !== 200) throw new Error(`${resource}: ${res.status}`);
    rows.push(...res.body);
    if (res.body.length < 200) return rows;
  }
}

async function downloadLog(): Promise<string> {
  await page.locator('.shell-header button:has(.ant-avatar)').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByText('İşlem kaydını indir').click(),
  ]);
  const file = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'gym-e2e-devtools-')),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  return file;
}

type Row = Record<string, unknown> & { id: number };
const PERSONAL = ['email', 'phone', 'mobile', 'emergency_phone'];

/** A QA session: members, one member's form, a form error, a report, a role; then the download. */
async function qaSession(token: string): Promise<string> {
  const [member] = (await api<Row[]>('GET', 'members?count=1', undefined, token)).body;
  const [report] = (await api<Row[]>('GET', 'reports?count=1', undefined, token)).body;
  const [role] = (await api<Row[]>('GET', 'roles?count=1', undefined, token)).body;
  watchTraffic(page);
  await signIn(page);
  await go('/members');
  await page.locator('.ant-table-row').first().waitFor();
  await go(`/member-edit/${member!.id}/member-informations`);
  await page.waitForFunction(
    () => (document.querySelector<HTMLInputElement>('#field-email')?.value ?? '') !== '',
  );
  await go('/member-add');
  // Settled first: a form still loading its options resets what was typed.
  await settle(page);
  // A form error: a bad e-mail, refused by the form (typed again should the form still be settling).
  const email = page.locator('#field-email');
  const error = page.getByText('Lütfen geçerli bir e-posta adresi girin.').first();
  for (let attempt = 0; ; attempt += 1) {
    await email.fill('deneme@');
    await email.blur();
    try {
      await error.waitFor({ state: 'attached', timeout: 4_000 });
      break;
    } catch (reason) {
      if (attempt === 2) throw reason;
    }
  }
  if (report) {
    await go('/reports');
    await page.locator('.ant-table-row').first().waitFor();
    await go(`/report-edit/${report.id}`);
    await page.locator('#field-title').waitFor();
  }
  await go(`/role-edit/${role!.id}`);
  await page.locator('#field-name').waitFor();
  return downloadLog();
}

let qaLog = '';
let qaText = '';

test('a QA session’s log holds no e-mail or phone of any row, and replays into the state it recorded', async () => {
  const token = await adminToken();
  qaLog = await qaSession(token);
  qaText = readFileSync(qaLog, 'utf8');

  const rows = [...(await allRows<Row>(token, 'members')), ...(await allRows<Row>(token, 'users'))];
  const values = new Set(
    rows
      .flatMap((r) => PERSONAL.map((k) => r[k]))
      .filter((v): v is string => typeof v === 'string' && v.length > 3),
  );
  expect(values.size).toBeGreaterThan(20); // the demo gym's members and staff
  const leaked = [...values].filter((v) => qaText.includes(v));
  expect(leaked).toEqual([]);

  const file = JSON.parse(qaText) as {
    meta: { version: number; pseudonymised: { values: Record<string, number> } };
    computedStates: unknown[];
  };
  expect(file.meta.version).toBe(2);
  expect(file.meta.pseudonymised.values.email).toBeGreaterThan(5);
  expect(qaText).toMatch(/person-\d+@example\.invalid/);

  // The state the tab held at the last action (written by the page) is what the log's actions rebuild.
  const resolved = jsan.parse(qaText) as { computedStates: { state: unknown }[] };
  const recorded = JSON.parse(JSON.stringify(resolved.computedStates.at(-1)!.state)) as unknown;
  const replayed = JSON.parse(JSON.stringify(replayLog(rootReducer, parseActionLog(qaText)))) as unknown;
  expect(replayed).toEqual(recorded);
});

// --- The DevTools app -------------------------------------------------------------------------------------

/** @redux-devtools/app's published web build, served as files on 127.0.0.1. */
function serveApp(): Promise<Server> {
  const root = path.join(path.dirname(require.resolve('@redux-devtools/app/package.json')), 'build', 'web');
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html');
    const file = path.join(root, path.normalize(name));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.js')
          ? 'text/javascript'
          : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The app offers Import only for a connected store. This is the socket a store reaches it through (the
 * SocketCluster protocol @redux-devtools/cli speaks, reduced to what the app uses): the app logs in, subscribes,
 * and one store announces itself with `features.import: true` and an empty history.
 */
function storeSocket(): Promise<WebSocketServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/socketcluster/' });
  wss.on('connection', (ws) => {
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text === '' || text === '#1') return void ws.send(text === '' ? '' : '#2');
      const msg = JSON.parse(text) as { event?: string; data?: { channel?: string }; cid?: number };
      if (msg.event === '#handshake')
        return void ws.send(
          JSON.stringify({ rid: msg.cid, data: { id: 'e2e', pingTimeout: 600_000, isAuthenticated: false } }),
        );
      if (msg.event === 'login') return void ws.send(JSON.stringify({ rid: msg.cid, data: 'respond' }));
      if (msg.cid !== undefined) ws.send(JSON.stringify({ rid: msg.cid }));
      if (msg.event === '#subscribe' && msg.data?.channel === 'respond') {
        const empty = {
          actionsById: { 0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 0 } },
          computedStates: [{ state: {} }],
          currentStateIndex: 0,
          nextActionId: 1,
          skippedActionIds: [],
          stagedActionIds: [0],
        };
        const features = {
          import: true,
          export: true,
          jump: true,
          skip: true,
          persist: true,
          pause: true,
          lock: true,
        };
        ws.send(
          JSON.stringify({
            event: '#publish',
            data: {
              channel: 'respond',
              data: {
                type: 'STATE',
                id: 'gym-e2e',
                name: 'Gym back office',
                payload: JSON.stringify(empty),
                libConfig: { features, type: 'redux' },
              },
            },
          }),
        );
      }
    });
  });
  return new Promise((resolve) => wss.on('listening', () => resolve(wss)));
}

test('the log opens in the Redux DevTools app through its own Import: every action, and the last state', async () => {
  if (!qaText) {
    qaLog = await qaSession(await adminToken());
    qaText = readFileSync(qaLog, 'utf8');
  }
  const parsed = parseActionLog(qaText);
  const app = await serveApp();
  const socket = await storeSocket();
  try {
    const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/`;
    await page.goto(appUrl);
    // Settings → Connection: use the local server (our socket), as support connects the app to a store.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.locator('#root_type-1').check();
    await page.locator('#root_hostname').fill('127.0.0.1');
    await page.locator('#root_port').fill(String((socket.address() as AddressInfo).port));
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('button', { name: 'Actions', exact: true }).click();
    // The app's own Import (features.import: true): its file input.
    await page.locator('input[type="file"]').setInputFiles(qaLog);

    const rows = page.locator('[data-testid="actionListRows"] [data-id]');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="actionListRows"] [data-id]').length === n,
      parsed.actions.length + 1, // and DevTools' own @@INIT
    );
    await expect(rows.last().textContent()).resolves.toContain(parsed.actions.at(-1)!.type);

    // The state at the last action, as the app shows it (State → Raw).
    await rows.last().click();
    await page.getByText('State', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Raw', exact: true }).click();
    const expected = (
      jsan.parse(qaText) as {
        computedStates: {
          state: {
            session: { user: { name: string } };
            members: { entities: Record<string, { email: string; phone: string }> };
          };
        }[];
      }
    ).computedStates.at(-1)!.state;
    const members = Object.values(expected.members.entities);
    expect(members.length).toBeGreaterThan(0);
    // The Raw view is a CodeMirror 6 editor that draws only the lines in view: its text is read from the editor
    // itself, found from its DOM as EditorView.findFromDOM does (a 30,000 px viewport to draw every line made
    // every step of this test slow on a busy machine).
    const raw = await page
      .waitForFunction(
        (last) => {
          const content = document.querySelector('.cm-content') as
            (Element & { cmTile?: { root?: { view?: { state: { doc: { toString(): string } } } } } }) | null;
          const text = content?.cmTile?.root?.view?.state.doc.toString() ?? '';
          return text.includes(last) ? text : null;
        },
        `'${members.at(-1)!.email}'`,
      )
      .then((handle) => handle.jsonValue() as Promise<string>);
    expect(raw).toContain(`accessToken: '[redacted]'`);
    expect(raw).toContain(`name: '${expected.session.user.name}'`);
    for (const member of members) expect(raw).toContain(`email: '${member.email}'`);
  } finally {
    socket.close();
    await new Promise((resolve) => app.close(resolve));
  }
});

// --- The extension's import ---------------------------------------------------------------------------------

/**
 * The Redux DevTools extension as the page sees it, for a browser that cannot install it here: its compose
 * (the real @redux-devtools/instrument next to createStore, the store's enhancers around it) and its page
 * script's answer to the panel's IMPORT message (jsan-parse the file, IMPORT_STATE into the lifted store).
 */
function fakeExtension(): string {
  const bundle = buildSync({
    stdin: {
      contents:
        "import { instrument } from '@redux-devtools/instrument'; import jsan from 'jsan'; window.__e2eDevtoolsLib = { instrument, jsan };",
      resolveDir: path.resolve(__dirname, '../..'),
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  return `${bundle}
(() => {
  const { instrument, jsan } = window.__e2eDevtoolsLib;
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (config) => (...funcs) => (createStore) => {
    const instrumented = (reducer, preloaded) => {
      const store = instrument(undefined, { maxAge: config.maxAge })(createStore)(reducer, preloaded);
      // The extension keeps one instance per store, by name; charts (recharts) bring Redux stores of their own.
      if (config && config.name === 'Gym back office') window.__e2eDevtoolsStore = store;
      return store;
    };
    return funcs.reduceRight((composed, f) => f(composed), instrumented);
  };
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || message.source !== '@devtools-extension' || message.type !== 'IMPORT') return;
    const parsed = jsan.parse(message.state);
    const nextLiftedState = 'payload' in parsed ? jsan.parse(parsed.payload) : parsed;
    const preloadedState = 'payload' in parsed && parsed.preloadedState ? jsan.parse(parsed.preloadedState) : undefined;
    window.__e2eDevtoolsStore.liftedStore.dispatch({ type: 'IMPORT_STATE', nextLiftedState, preloadedState });
  });
})();`;
}

test('the same log imported through the extension into a tab signed in as another user leaves them signed in', async () => {
  if (!qaText) {
    qaLog = await qaSession(await adminToken());
    qaText = readFileSync(qaLog, 'utf8');
    await page.evaluate(() => window.localStorage.clear()); // signed out: the log was made in this tab
  }
  const parsed = parseActionLog(qaText);
  await page.addInitScript({ content: fakeExtension() });
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/')) sent.push(req.headers()['authorization'] ?? '');
  });
  await signIn(page, 'manager', DEMO_PASSWORD);
  // Settled: the shell may load the page once more after sign-in (a new store), and the import must reach the
  // store the tab ends up with.
  await page.waitForLoadState('networkidle');
  const toolbar = page.locator('.shell-header button:has(.ant-avatar)');
  await toolbar.waitFor();
  const who = (await toolbar.textContent()) ?? '';
  expect(who).not.toMatch(/admin/i);
  expect(
    await page.evaluate(() =>
      Boolean((window as unknown as { __e2eDevtoolsStore?: unknown }).__e2eDevtoolsStore),
    ),
  ).toBe(true);

  // The panel's Import, as the extension's content script hands it to the page.
  await page.evaluate(
    (state) => window.postMessage({ source: '@devtools-extension', type: 'IMPORT', state }, '*'),
    qaText,
  );
  // DevTools now holds the admin's actions (and any the live tab dispatched since), recomputed once the
  // registry's slices are registered.
  await page.waitForFunction((n) => {
    const store = (
      window as unknown as {
        __e2eDevtoolsStore: {
          liftedStore: { getState(): { stagedActionIds: number[] } };
          getState(): Record<string, { ids?: unknown[] }>;
        };
      }
    ).__e2eDevtoolsStore;
    return (
      store.liftedStore.getState().stagedActionIds.length >= n &&
      (store.getState().members?.ids?.length ?? 0) > 0
    );
  }, parsed.actions.length + 1);

  // Still the manager, and every request afterwards carries the manager's live token.
  await expect(toolbar.textContent()).resolves.toBe(who);
  const before = sent.length;
  await go('/members');
  await page.locator('.ant-table-row').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/members');
  await expect(toolbar.textContent()).resolves.toBe(who);
  const after = sent.slice(before);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((h) => /^Bearer (?!\[redacted\])\S+$/.test(h))).toBe(true);
});
