import { STORAGE_KEYS } from '../../../src/client/lib/storage';
import { makeStore } from '../../../src/client/store';
import { SETTINGS_DEBOUNCE_MS } from '../../../src/client/store/listeners';
import { login, restoreSession } from '../../../src/client/store/sessionThunks';
import {
  initialSettingsState,
  loginLanguageChosen,
  settingsChanged,
  settingsReset,
  settingsSlice,
  shortcutToggled,
} from '../../../src/client/store/settings';
import { DEFAULT_SETTINGS, LAYOUT_WIDTHS } from '../../../src/client/store/settingsModel';
import { snapshotFromLogin } from '../../../src/client/store/sessionModel';
import { apiError, mockHttp } from '../api/mockHttp';
import { guestSession, loginResponse, signedInSession } from '../helpers/renderWithProviders';

const reduce = settingsSlice.reducer;
const storedGuest = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guestSettings) ?? 'null');

beforeEach(() => window.localStorage.clear());

describe('settings reducers', () => {
  it('start from the spec defaults', () => {
    expect(initialSettingsState.values).toEqual(DEFAULT_SETTINGS);
    expect(LAYOUT_WIDTHS).toEqual({ layout1: 1570, layout2: 1120, layout3: 1120 });
    expect(DEFAULT_SETTINGS.language).toBe('tr');
  });

  it('merge partial changes, nested groups included', () => {
    const state = reduce(
      initialSettingsState,
      settingsChanged({ layout: 'layout2', navbar: { style: 'style-3-dense' }, colorScheme: 'dark' }),
    );
    expect(state.values).toMatchObject({
      layout: 'layout2',
      colorScheme: 'dark',
      navbar: { ...DEFAULT_SETTINGS.navbar, style: 'style-3-dense' },
    });
  });

  it('ignore values outside the allowed sets', () => {
    const state = reduce(
      initialSettingsState,
      settingsChanged({ mode: 'wide', language: 'de', navbar: { position: 'top' } } as never),
    );
    expect(state.values).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    [0.5, 0.7],
    [1.26, 1.3],
    [0.84, 0.8],
    [0.7 + 0.1 + 0.1, 0.9],
    [2, 1.3],
  ])('snap font size %p to %p (70%–130% in steps of 0.1)', (given, expected) => {
    expect(reduce(initialSettingsState, settingsChanged({ fontSize: given })).values.fontSize).toBe(expected);
  });

  it('reset restores defaults but keeps the language', () => {
    const changed = reduce(initialSettingsState, settingsChanged({ language: 'ar', mode: 'boxed' }));
    expect(reduce(changed, settingsReset()).values).toEqual({ ...DEFAULT_SETTINGS, language: 'ar' });
  });

  it('toggle shortcuts on and off', () => {
    const on = reduce(initialSettingsState, shortcutToggled('members'));
    expect(on.shortcuts).toEqual(['members']);
    expect(reduce(on, shortcutToggled('members')).shortcuts).toEqual([]);
  });

  it('take the profile settings and shortcuts at sign-in', () => {
    const body = loginResponse({
      data: { settings: { colorScheme: 'midnight', language: 'en' }, shortcuts: ['users'] },
    });
    const state = reduce(
      initialSettingsState,
      login.fulfilled(snapshotFromLogin(body, null), 'req', { username: 'u', password: 'p' }),
    );
    expect(state.values).toMatchObject({ colorScheme: 'midnight', language: 'en' });
    expect(state.shortcuts).toEqual(['users']);
  });

  it("keep a language picked on /login over the profile's at sign-in, once", () => {
    const body = loginResponse({ data: { settings: { language: 'en' }, shortcuts: [] } });
    const picked = reduce(initialSettingsState, loginLanguageChosen('ar'));
    expect(picked.values.language).toBe('ar');
    const signedIn = reduce(
      picked,
      login.fulfilled(snapshotFromLogin(body, null), 'req', { username: 'u', password: 'p' }),
    );
    expect(signedIn.values.language).toBe('ar');
    expect(signedIn.loginLanguage).toBeNull();
    // Without a pick on /login the profile's language wins as before.
    expect(
      reduce(
        signedIn,
        login.fulfilled(snapshotFromLogin(body, null), 'req', { username: 'u', password: 'p' }),
      ).values.language,
    ).toBe('en');
  });

  it("take a guest's stored settings at start-up", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.guestSettings,
      JSON.stringify({ settings: { language: 'ar' }, shortcuts: [] }),
    );
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().settings.values.language).toBe('ar');
  });
});

describe('saving settings (debounced 300 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps a guest’s settings in localStorage, once, 300 ms after the last change', async () => {
    const calls = mockHttp(() => ({ status: 200 }));
    const store = makeStore({ session: guestSession });
    store.dispatch(settingsChanged({ mode: 'boxed' }));
    await jest.advanceTimersByTimeAsync(200);
    store.dispatch(settingsChanged({ colorScheme: 'dark' }));
    await jest.advanceTimersByTimeAsync(SETTINGS_DEBOUNCE_MS - 1);
    expect(storedGuest()).toBeNull();

    await jest.advanceTimersByTimeAsync(1);
    expect(storedGuest()).toEqual({
      settings: { ...DEFAULT_SETTINGS, mode: 'boxed', colorScheme: 'dark' },
      shortcuts: [],
    });
    expect(calls).toHaveLength(0);
  });

  it('saves a signed-in user’s settings and shortcuts to the profile with PUT /profile/data', async () => {
    const calls = mockHttp(() => ({ status: 200, data: {} }));
    const store = makeStore({ session: signedInSession() });
    store.dispatch(settingsChanged({ layout: 'layout3' }));
    store.dispatch(shortcutToggled('members'));
    await jest.advanceTimersByTimeAsync(SETTINGS_DEBOUNCE_MS);

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'put', url: '/profile/data' });
    expect(JSON.parse(calls[0].data)).toEqual({
      settings: { ...DEFAULT_SETTINGS, layout: 'layout3' },
      shortcuts: ['members'],
    });
    expect(store.getState().settings).toMatchObject({ saveStatus: 'idle', lastSaveTarget: 'profile' });
    expect(store.getState().session.user?.data.shortcuts).toEqual(['members']); // persisted snapshot stays current
    expect(storedGuest()).toBeNull();
  });

  it('saves the language picked on /login to the profile at sign-in', async () => {
    const store = makeStore({ session: guestSession });
    store.dispatch(loginLanguageChosen('ar'));
    await jest.advanceTimersByTimeAsync(SETTINGS_DEBOUNCE_MS);
    expect(storedGuest()?.settings.language).toBe('ar');
    const calls = mockHttp((c) =>
      c.url === '/authentications/users'
        ? { status: 200, data: loginResponse({ data: { settings: { language: 'en' }, shortcuts: [] } }) }
        : { status: 200, data: {} },
    );
    await store.dispatch(login({ username: 'u', password: 'p' }));
    await jest.advanceTimersByTimeAsync(SETTINGS_DEBOUNCE_MS);
    expect(store.getState().settings.values.language).toBe('ar');
    const puts = calls.filter((c) => c.method === 'put');
    expect(puts).toHaveLength(1);
    expect(puts[0].url).toBe('/profile/data');
    expect(JSON.parse(puts[0].data).settings.language).toBe('ar');
  });

  it('saves nothing for a signed-in user without a role', async () => {
    const calls = mockHttp(() => ({ status: 200 }));
    const store = makeStore({ session: signedInSession({ role: null }) });
    store.dispatch(settingsChanged({ mode: 'container' }));
    await jest.advanceTimersByTimeAsync(SETTINGS_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(store.getState().settings.lastSaveTarget).toBe('skipped');
  });

  it('records the chosen message when the profile save fails', async () => {
    mockHttp(() => ({ status: 500, data: apiError('internal', 'Sunucu hatası.') }));
    const store = makeStore({ session: signedInSession() });
    store.dispatch(settingsChanged({ mode: 'container' }));
    await jest.advanceTimersByTimeAsync(SETTINGS_DEBOUNCE_MS);
    expect(store.getState().settings).toMatchObject({ saveStatus: 'failed', saveError: 'Sunucu hatası.' });
  });
});
