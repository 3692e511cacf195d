// The read-only lookups live in the store (state.lookups), their actions are in the QA action log as plain
// data, and replaying the exported log through the real root reducer gives the same lookups state.
import { findNonSerializableValue, type UnknownAction } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { OptionSelect } from '../../../src/client/components/OptionSelect';
import { PermissionEditor } from '../../../src/client/features/roles/PermissionEditor';
import { rootReducer } from '../../../src/client/store';
import { exportActionLog } from '../../../src/client/store/actionLog/download';
import { parseActionLog } from '../../../src/client/store/actionLog/parseLog';
import { replayLog } from '../../../src/client/store/actionLog/replay';
import type { AppStore } from '../../../src/client/store';
import { lookupsApi, priceOf } from '../../../src/client/store/lookupsApi';
import { lookupsReset } from '../../../src/client/store/lookupsReset';
import { apiError, mockHttp } from '../api/mockHttp';
import { renderWithProviders, signedInSession } from '../helpers/renderWithProviders';

const catalogue = [{ group: 'USERS', permissions: ['USERS_SEARCH', 'USERS_CREATE'] }];
const coaches = [{ id: 3, name: 'Selin', lastname: 'Kaya', phone: '(532) 555 10 20', email: 'selin@gym.tr' }];
const COACH_OPTIONS =
  'options({"label":"person","name":"","params":{"count":250,"sort":"name","start":0,"status":"active","type":"coach"},"path":"users"})';

function answer(url = '') {
  if (url === 'permissions') return { status: 200, data: catalogue };
  if (url === 'users/3') return { status: 200, data: coaches[0] };
  if (url.startsWith('users?')) return { status: 200, data: coaches };
  return { status: 403, data: apiError('forbidden', 'Bu işlem için yetkiniz yok.') };
}

function setup() {
  mockHttp((c) => answer(c.url));
  return renderWithProviders(
    <>
      <PermissionEditor value={[]} onChange={() => undefined} />
      <OptionSelect
        preset={{
          path: 'users',
          params: { start: 0, count: 250, sort: 'name', type: 'coach', status: 'active' },
          label: 'person',
        }}
        value={3}
      />
      <OptionSelect preset="roles" />
    </>,
    { preloadedState: { session: signedInSession({ permissions: ['ROLES_SEARCH'] }) } },
  );
}

/** The lookups' state: injected when lookupsApi.ts is imported (this file imports it). */
const lookupsOf = (store: AppStore) => {
  const state = store.getState().lookups;
  if (!state) throw new Error('the lookups slice is not injected');
  return state;
};

const lookupActions = (entries: { action: UnknownAction }[]) =>
  entries.map((e) => e.action).filter((a) => a.type.startsWith('lookups/'));

it('keeps the lookups in the store: fulfilled, rejected, as { value, label } options', async () => {
  const { store } = setup();
  await screen.findByRole('checkbox', { name: 'Tüm yetkileri seç' });
  expect(await screen.findByText('Bu işlem için yetkiniz yok.')).toBeInTheDocument();
  await waitFor(() => expect(lookupsOf(store).queries[COACH_OPTIONS]?.status).toBe('fulfilled'));

  const { queries } = lookupsOf(store);
  expect(queries['permissionCatalogue(undefined)']).toMatchObject({ status: 'fulfilled', data: catalogue });
  // Only the id and the label are kept: no phone or e-mail of a user in the store or the log.
  expect(queries[COACH_OPTIONS]?.data).toEqual([{ value: 3, label: 'Selin Kaya' }]);
  const roles = Object.values(queries).find(
    (q) =>
      q?.endpointName === 'options' && (q.originalArgs as { path?: string } | undefined)?.path === 'roles',
  );
  expect(roles).toMatchObject({
    status: 'rejected',
    error: { status: 403, message: 'Bu işlem için yetkiniz yok.' },
  });
  // The endpoint's own selector reads the same cache entry.
  expect(lookupsApi.endpoints.permissionCatalogue.select()({ lookups: lookupsOf(store) }).data).toEqual(
    catalogue,
  );
});

it('records every lookups action in the action log, as plain serializable data', async () => {
  const { store } = setup();
  await screen.findByRole('checkbox', { name: 'Tüm yetkileri seç' });
  await waitFor(() => expect(lookupsOf(store).queries[COACH_OPTIONS]?.status).toBe('fulfilled'));
  await screen.findByText('Bu işlem için yetkiniz yok.');

  const actions = lookupActions(store.actionLog.read().entries);
  const done = (type: string, endpoint: string) =>
    actions.some(
      (a) =>
        a.type === `lookups/executeQuery/${type}` &&
        (a.meta as { arg: { endpointName: string } }).arg.endpointName === endpoint,
    );
  expect(done('pending', 'permissionCatalogue')).toBe(true);
  expect(done('fulfilled', 'permissionCatalogue')).toBe(true);
  expect(done('fulfilled', 'options')).toBe(true);
  expect(done('rejected', 'options')).toBe(true);
  for (const action of actions) {
    expect({ type: action.type, bad: findNonSerializableValue(action) }).toEqual({
      type: action.type,
      bad: false,
    });
    expect(JSON.parse(JSON.stringify(action))).toEqual(action);
  }
  const fulfilled = actions.find(
    (a) =>
      a.type === 'lookups/executeQuery/fulfilled' &&
      (a.meta as { arg: { endpointName: string } }).arg.endpointName === 'options',
  );
  expect(fulfilled?.payload).toEqual([{ value: 3, label: 'Selin Kaya' }]);
  expect((fulfilled?.meta as { baseQueryMeta: unknown }).baseQueryMeta).toEqual({ status: 200 });
  expect(JSON.stringify(actions)).not.toContain('selin@gym.tr');
});

it('replays the exported log into the same lookups state', async () => {
  const { store } = setup();
  await screen.findByRole('checkbox', { name: 'Tüm yetkileri seç' });
  await waitFor(() => expect(lookupsOf(store).queries[COACH_OPTIONS]?.status).toBe('fulfilled'));
  await screen.findByText('Bu işlem için yetkiniz yok.');

  const log = parseActionLog(JSON.stringify(exportActionLog(store)));
  expect(log.actions.some((a) => a.type === 'lookups/executeQuery/fulfilled')).toBe(true);
  const replayed = replayLog(rootReducer, log);
  expect(JSON.parse(JSON.stringify(replayed.lookups))).toEqual(JSON.parse(JSON.stringify(lookupsOf(store))));
});

it('reads a registration recorded by another page as registered (npm run replay, DevTools imports)', () => {
  const registered = rootReducer(undefined, {
    type: 'lookups/config/middlewareRegistered',
    payload: 'another-page',
  });
  expect(registered.lookups?.config.middlewareRegistered).toBe(true);
});

it("resets through the first load's own action, which is RTK Query's reset (sign-out clears the options)", async () => {
  const { store } = setup();
  await waitFor(() => expect(lookupsOf(store).queries[COACH_OPTIONS]?.status).toBe('fulfilled'));
  expect(lookupsReset().type).toBe(lookupsApi.util.resetApiState().type);
  store.dispatch(lookupsReset());
  expect(lookupsOf(store).queries).toEqual({});
});

describe('priceOf (free-text lessons and prices of what a package sells)', () => {
  it.each([
    ['2400', 2400],
    ['2.400', 2400],
    ['2.400 TL', 2400],
    ['₺1.250,50', 1250.5],
    ['12', 12],
    [1800, 1800],
  ])('reads %p as %p', (text, value) => expect(priceOf(text)).toBe(value));
  it.each(['', 'on iki', '1,2,3', '24.00.0', null])('reads %p as unknown', (text) =>
    expect(priceOf(text)).toBeNull(),
  );
});
