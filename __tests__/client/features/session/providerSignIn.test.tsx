// Sign-in through an identity provider in the SPA: the button only when the server offers it, the
// provider's user_metadata as the settings store of a user who came through it, and the save toast per target.
import { act, screen, waitFor } from '@testing-library/react';
import { ProviderSignIn } from '../../../../src/client/features/session/ProviderSignIn';
import { forgetProviderConfig } from '../../../../src/client/api/providerConfig';
import { SettingsSaveNotifier } from '../../../../src/client/shell/SettingsSaveNotifier';
import { makeStore } from '../../../../src/client/store';
import { login } from '../../../../src/client/store/sessionThunks';
import { initialSettingsState, settingsChanged } from '../../../../src/client/store/settings';
import { DEFAULT_SETTINGS } from '../../../../src/client/store/settingsModel';
import { apiError, mockHttp } from '../../api/mockHttp';
import {
  guestSession,
  loginResponse,
  renderWithProviders,
  signedInSession,
} from '../../helpers/renderWithProviders';

const PROFILE = 'https://id.example.test/api/v2/users/auth0%7C1';
const english = { ...initialSettingsState, values: { ...DEFAULT_SETTINGS, language: 'en' as const } };

let fetchCalls: { url: string; method: string; body: unknown; authorization: string }[];
let fetchReply: () => { status: number; body: unknown };

beforeEach(() => {
  forgetProviderConfig();
  fetchCalls = [];
  fetchReply = () => ({ status: 200, body: { user_metadata: {} } });
  globalThis.fetch = jest.fn(async (url: string | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    fetchCalls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.authorization,
    });
    const { status, body } = fetchReply();
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      json: async () => body,
    } as Response;
  }) as typeof fetch;
});

describe('the login page', () => {
  it('shows no provider button when the server has none configured', async () => {
    const calls = mockHttp(() => ({ status: 200, data: { enabled: false } }));
    renderWithProviders(<ProviderSignIn />, { preloadedState: { session: guestSession } });
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/authentications/oidc']));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers 'sign in with …' when it has", async () => {
    mockHttp(() => ({
      status: 200,
      data: {
        enabled: true,
        issuer: 'https://id.example.test/',
        client_id: 'spa',
        scopes: 'openid email',
        audience: null,
        name: 'Example ID',
      },
    }));
    renderWithProviders(<ProviderSignIn />, { preloadedState: { session: guestSession, settings: english } });
    expect(await screen.findByRole('button', { name: 'Sign in with Example ID' })).toBeEnabled();
  });
});

describe('a user who came through the provider', () => {
  it('starts with the settings of the provider profile and the provider as the save target', async () => {
    const calls = mockHttp(() => ({
      status: 200,
      data: loginResponse({
        data: { settings: { colorScheme: 'light' } },
        provider: { profile_url: PROFILE },
      }),
    }));
    fetchReply = () => ({
      status: 200,
      body: {
        user_id: 'auth0|1',
        user_metadata: { settings: { colorScheme: 'dark' }, shortcuts: ['members'] },
      },
    });
    const store = makeStore({ session: guestSession });
    await store.dispatch(login({ idToken: 'id.token.x', accessToken: 'provider-access' }));
    expect(calls[0]).toMatchObject({ method: 'post', url: '/authentications/oidc' });
    expect(JSON.parse(calls[0].data)).toEqual({ id_token: 'id.token.x' });
    expect(fetchCalls).toEqual([
      { url: PROFILE, method: 'GET', body: undefined, authorization: 'Bearer provider-access' },
    ]);
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      provider: { profileUrl: PROFILE, accessToken: 'provider-access' },
    });
    expect(store.getState().settings.values.colorScheme).toBe('dark');
    expect(store.getState().settings.shortcuts).toEqual(['members']);
  });

  it("saves to the provider's user_metadata with PATCH and says 'User data saved to auth0'", async () => {
    const calls = mockHttp(() => ({ status: 200, data: {} }));
    const session = {
      ...signedInSession(),
      provider: { profileUrl: PROFILE, accessToken: 'provider-access' },
    };
    const { store } = renderWithProviders(<SettingsSaveNotifier />, {
      preloadedState: { session, settings: english },
    });
    act(() => {
      store.dispatch(settingsChanged({ layout: 'layout2' }));
    });
    expect(await screen.findByText('User data saved to auth0')).toBeInTheDocument();
    expect(calls).toHaveLength(0); // nothing through the API
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0]).toMatchObject({
      url: PROFILE,
      method: 'PATCH',
      authorization: 'Bearer provider-access',
    });
    expect(fetchCalls[0]!.body).toEqual({
      user_metadata: { settings: { ...DEFAULT_SETTINGS, language: 'en', layout: 'layout2' }, shortcuts: [] },
    });
    expect(store.getState().settings.lastSaveTarget).toBe('provider');
  });

  it("shows the provider's error message when the save fails", async () => {
    fetchReply = () => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Expired token received' },
    });
    const session = { ...signedInSession(), provider: { profileUrl: PROFILE, accessToken: 'old' } };
    const { store } = renderWithProviders(<SettingsSaveNotifier />, {
      preloadedState: { session, settings: english },
    });
    act(() => {
      store.dispatch(settingsChanged({ layout: 'layout2' }));
    });
    expect(await screen.findByText('Expired token received')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('signedIn'); // the provider's 401 is not the product's
  });
});

describe('the end of a provider session', () => {
  afterEach(() => jest.useRealTimers());

  it('comes at the expiry the provider gave, and clears the session (spec part 1 §4)', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00Z') });
    const exp = Math.floor(Date.now() / 1000) + 60;
    mockHttp(() => ({
      status: 200,
      data: loginResponse({ expires_at: exp, provider: { profile_url: null } }),
    }));
    const store = makeStore({ session: guestSession });
    await store.dispatch(login({ idToken: 'id.token.x', accessToken: 'provider-access' }));
    expect(store.getState().session).toMatchObject({ status: 'signedIn', expiresAt: exp });
    await jest.advanceTimersByTimeAsync(59_000);
    expect(store.getState().session.status).toBe('signedIn');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      endedReason: 'expired',
      provider: null,
    });
  });
});

describe('everyone else', () => {
  it("saves through the API and says 'User data saved with api'", async () => {
    const calls = mockHttp(() => ({ status: 200, data: {} }));
    const { store } = renderWithProviders(<SettingsSaveNotifier />, {
      preloadedState: { session: signedInSession(), settings: english },
    });
    act(() => {
      store.dispatch(settingsChanged({ layout: 'layout2' }));
    });
    expect(await screen.findByText('User data saved with api')).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['put', '/profile/data']]);
    expect(fetchCalls).toHaveLength(0);
  });

  it('shows the error message when the API save fails', async () => {
    mockHttp(() => ({ status: 500, data: apiError('unexpected_error', 'Hata.', 'Something broke.') }));
    const { store } = renderWithProviders(<SettingsSaveNotifier />, {
      preloadedState: { session: signedInSession(), settings: english },
    });
    act(() => {
      store.dispatch(settingsChanged({ layout: 'layout2' }));
    });
    expect(await screen.findByText('Something broke.')).toBeInTheDocument();
  });
});
