import { recordingStore } from '../helpers/thunkActions';
import { http } from '../../../src/client/api/http';
import { connectHttp } from '../../../src/client/app/connectHttp';
import { STORAGE_KEYS } from '../../../src/client/lib/storage';
import { makeStore, type AppDispatch, type RootState } from '../../../src/client/store';
import { loginErrorDismissed, sessionCleared } from '../../../src/client/store/session';
import { snapshotFromLogin } from '../../../src/client/store/sessionModel';
import { login, logout, restoreSession } from '../../../src/client/store/sessionThunks';
import { apiError, mockHttp } from '../api/mockHttp';
import { guestSession, loginResponse } from '../helpers/renderWithProviders';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? 'null');

beforeEach(() => window.localStorage.clear());

describe('login', () => {
  it('stores token, expiry, permissions, user and the x-app-version header', async () => {
    const calls = mockHttp(() => ({
      status: 200,
      data: loginResponse(),
      headers: { 'x-app-version': '2.3.4' },
    }));
    const store = makeStore();
    await store.dispatch(login({ username: 'ayse', password: 'secret' }));

    expect(calls[0]).toMatchObject({ method: 'post', url: '/authentications/users' });
    expect(JSON.parse(calls[0].data)).toEqual({ username: 'ayse', password: 'secret' });
    const { session } = store.getState();
    expect(session).toMatchObject({
      status: 'signedIn',
      accessToken: 'token-abc',
      permissions: ['USERS_SEARCH', 'MEMBERS_SEARCH'],
      appVersion: '2.3.4',
      error: null,
      user: {
        id: 7,
        name: 'Ayşe',
        lastname: 'Yılmaz',
        title: 'Coach',
        type: 'coach',
        role: { id: 2, name: 'Coaches' },
      },
    });
    expect(stored()).toMatchObject({ accessToken: 'token-abc', user: { id: 7 } }); // persisted by the listener
  });

  it('dispatches pending then fulfilled with the snapshot (mock store)', async () => {
    mockHttp(() => ({ status: 200, data: loginResponse(), headers: { 'x-app-version': '1.0.0' } }));
    const mockStore = recordingStore<Partial<RootState>, AppDispatch>({
      settings: makeStore().getState().settings,
    });
    await mockStore.dispatch(login({ username: 'a', password: 'b' }));
    const actions = mockStore.getActions();
    expect(actions.map((a) => a.type)).toEqual(['session/login/pending', 'session/login/fulfilled']);
    expect(actions[1].payload).toEqual(snapshotFromLogin(loginResponse(), '1.0.0'));
  });

  it('stores the translated server message on failure, and the alert can be dismissed', async () => {
    mockHttp(() => ({
      status: 401,
      data: apiError('invalid_credentials', 'Kullanıcı adı veya şifre hatalı.'),
    }));
    const store = makeStore({ session: guestSession });
    const result = await store.dispatch(login({ username: 'a', password: 'wrong' }));
    expect(result.type).toBe('session/login/rejected');
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      accessToken: null,
      error: 'Kullanıcı adı veya şifre hatalı.',
    });
    store.dispatch(loginErrorDismissed());
    expect(store.getState().session.error).toBeNull();
  });
});

describe('start-up (restoreSession)', () => {
  const snapshot = (expiresAt: number) => ({
    ...snapshotFromLogin(loginResponse({ expires_at: expiresAt }), '1.0.0'),
  });

  it('signs in with a stored token that has not expired', async () => {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(snapshot(nowSeconds() + 60)));
    const store = makeStore();
    expect(store.getState().session.status).toBe('unknown');
    await store.dispatch(restoreSession());
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      accessToken: 'token-abc',
      permissions: ['USERS_SEARCH', 'MEMBERS_SEARCH'],
    });
  });

  it('logs out when the stored token has expired (compared in seconds)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(snapshot(nowSeconds())));
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      accessToken: null,
      user: null,
      permissions: [],
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('is signed out when nothing is stored, or what is stored is not a session', async () => {
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().session.status).toBe('signedOut');

    window.localStorage.setItem(STORAGE_KEYS.session, '{"broken":');
    const second = makeStore();
    await second.dispatch(restoreSession());
    expect(second.getState().session.status).toBe('signedOut');
  });
});

describe('leaving the session', () => {
  async function signedInStore() {
    mockHttp(() => ({ status: 200, data: loginResponse() }));
    const store = makeStore();
    connectHttp(store);
    await store.dispatch(login({ username: 'a', password: 'b' }));
    return store;
  }

  it('logout revokes the session on the server and clears everything', async () => {
    const store = await signedInStore();
    const calls = mockHttp(() => ({ status: 204 }));
    await store.dispatch(logout());
    expect(calls[0]).toMatchObject({ method: 'delete', url: '/authentications/users' });
    expect(calls[0].headers.Authorization).toBe('Bearer token-abc');
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      accessToken: null,
      user: null,
      permissions: [],
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('logout clears locally even when the server cannot be reached', async () => {
    const store = await signedInStore();
    mockHttp(() => Promise.reject(new Error('Network Error')));
    await store.dispatch(logout());
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('any 401 answer clears everything', async () => {
    const store = await signedInStore();
    mockHttp(() => ({ status: 401, data: apiError('unauthorized', 'Oturum geçersiz.') }));
    await expect(http.get('/members')).rejects.toBeDefined();
    expect(store.getState().session).toMatchObject({ status: 'signedOut', accessToken: null, user: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('remembers why the session ended (for /login to say so) until the next sign-in starts', async () => {
    const store = await signedInStore();
    mockHttp(() => ({ status: 401, data: apiError('unauthorized', 'Oturum geçersiz.') }));
    await expect(http.get('/members')).rejects.toBeDefined();
    expect(store.getState().session.endedReason).toBe('unauthorized');
    mockHttp(() => ({ status: 401, data: apiError('invalid_credentials', 'Hatalı.') }));
    await store.dispatch(login({ username: 'u', password: 'p' }));
    expect(store.getState().session.endedReason).toBeNull();
  });

  it('sessionCleared is a plain, serialisable action', () => {
    expect(sessionCleared({ reason: 'unauthorized' })).toEqual({
      type: 'session/cleared',
      payload: { reason: 'unauthorized' },
    });
  });
});
