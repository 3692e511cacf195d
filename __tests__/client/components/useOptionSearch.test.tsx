import { StrictMode, type ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { OptionSelect } from '../../../src/client/components/OptionSelect';
import { OPTION_PRESETS, type OptionPresetName } from '../../../src/client/components/optionPresets';
import { OPTION_SEARCH_DEBOUNCE_MS, useOptionSearch } from '../../../src/client/components/useOptionSearch';
import { i18n } from '../../../src/client/lib/i18n';
import { makeStore } from '../../../src/client/store';
import { allPermissions } from '../../../src/shared/permissionCatalogue';
import { settingsChanged } from '../../../src/client/store/settings';
import { apiError, mockHttp } from '../api/mockHttp';
import { renderWithProviders, signedInSession } from '../helpers/renderWithProviders';

// A fresh store per hook, so no test sees another's cached lookups; signed in with every permission unless told.
function render<T>(hook: () => T, permissions: readonly string[] = allPermissions()) {
  const store = makeStore({ session: signedInSession({ permissions: [...permissions] }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <App>{children}</App>
      </I18nextProvider>
    </Provider>
  );
  return { ...renderHook(hook, { wrapper }), store };
}

const people = [
  { id: 1, name: 'Ayşe', lastname: 'Yılmaz' },
  { id: 2, name: 'Mehmet', lastname: 'Kaya' },
];
const PEOPLE = [
  { value: 1, label: 'Ayşe Yılmaz' },
  { value: 2, label: 'Mehmet Kaya' },
];
// Members carry id (and, when known, the phone's last digits and birth year) beside the name.
const MEMBERS = [
  { value: 1, label: 'Ayşe (#1)' },
  { value: 2, label: 'Mehmet (#2)' },
];
const NAMES = [
  { value: 1, label: 'Ayşe' },
  { value: 2, label: 'Mehmet' },
];

it.each([
  ['coach', 'users?start=0&count=250&sort=name&type=coach&status=active', PEOPLE],
  ['supervisor', 'users?start=0&count=250&sort=name&type=supervisor&status=active', PEOPLE],
  ['sales', 'users?start=0&count=250&sort=name&type=sales&status=active', PEOPLE],
  ['nutritionist', 'users?start=0&count=250&sort=name&type=nutritionist', PEOPLE],
  ['activeUsers', 'users?start=0&count=500&sort=name&status=active', PEOPLE],
  ['allUsers', 'users?start=0&count=500&sort=name', PEOPLE],
  ['members', 'members?start=0&count=20&sort=name', MEMBERS],
  ['users', 'users?start=0&count=50&sort=name', PEOPLE],
  ['branches', 'branches?start=0&count=250&sort=name', NAMES],
  ['roles', 'roles?start=0&count=250&sort=name', NAMES],
] as [OptionPresetName, string, typeof PEOPLE][])(
  '%s loads %s with its labels',
  async (preset, url, expected) => {
    const calls = mockHttp(() => ({ status: 200, data: people, headers: { 'x-total-count': '2' } }));
    const { result } = render(() => useOptionSearch(OPTION_PRESETS[preset], undefined));
    await waitFor(() => expect(result.current.options).toEqual(expected));
    expect(calls.map((c) => c.url)).toEqual([url]);
  },
);

it('searches by name 500 ms after the last keystroke', async () => {
  jest.useFakeTimers();
  try {
    const calls = mockHttp(() => ({ status: 200, data: people }));
    const { result } = render(() => useOptionSearch(OPTION_PRESETS.coach, undefined));
    await waitFor(() => expect(calls).toHaveLength(1)); // the immediate load
    act(() => result.current.search('ay'));
    await act(async () => void jest.advanceTimersByTime(300));
    act(() => result.current.search('ayş'));
    await act(async () => void jest.advanceTimersByTime(OPTION_SEARCH_DEBOUNCE_MS - 1));
    expect(calls).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(1));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.url)).toEqual([
      'users?start=0&count=250&sort=name&type=coach&status=active',
      'users?name=ay%C5%9F&start=0&count=250&sort=name&type=coach&status=active',
    ]);
  } finally {
    jest.useRealTimers();
  }
});

it('gives the branch value -1 the single option "Mobil Kullanıcılar" without a call', async () => {
  const calls = mockHttp(() => ({ status: 200, data: [] }));
  const { result } = render(() => useOptionSearch(OPTION_PRESETS.branches, -1));
  expect(result.current.options).toEqual([{ value: -1, label: 'Mobil Kullanıcılar' }]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toHaveLength(0);
});

it('fetches the label of a saved value that is not among the options, showing a loading text meanwhile', async () => {
  let answerLabel: (() => void) | undefined;
  const calls = mockHttp((c) =>
    c.url === 'users/9'
      ? new Promise((resolve) => {
          answerLabel = () => resolve({ status: 200, data: { id: 9, name: 'Zeynep', lastname: 'Demir' } });
        })
      : { status: 200, data: people },
  );
  const { result } = render(() => useOptionSearch(OPTION_PRESETS.coach, 9));
  // Never the raw id: before the list and the label answer, the value reads 'Yükleniyor...'.
  expect(result.current.options).toEqual([{ value: 9, label: 'Yükleniyor...' }]);
  await waitFor(() => expect(answerLabel).toBeDefined());
  expect(result.current.options[0]).toEqual({ value: 9, label: 'Yükleniyor...' });
  act(() => answerLabel!());
  await waitFor(() => expect(result.current.options[0]).toEqual({ value: 9, label: 'Zeynep Demir' }));
  expect(result.current.options.slice(1)).toEqual(PEOPLE);
  expect(calls.map((c) => c.url)).toEqual([
    'users?start=0&count=250&sort=name&type=coach&status=active',
    'users/9',
  ]);
});

it('asks no label when the saved value is among the options', async () => {
  const calls = mockHttp(() => ({ status: 200, data: people }));
  const { result } = render(() => useOptionSearch(OPTION_PRESETS.coach, 2));
  await waitFor(() => expect(result.current.options).toEqual(PEOPLE));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toHaveLength(1);
});

it('shows a failed load as one error toast, though the label call fails too', async () => {
  const calls = mockHttp(() => ({ status: 403, data: apiError('forbidden', 'Bu işlem için yetkiniz yok.') }));
  render(() => useOptionSearch(OPTION_PRESETS.roles, 4));
  expect(await screen.findByText('Bu işlem için yetkiniz yok.')).toBeInTheDocument();
  await waitFor(() => expect(calls.map((c) => c.url)).toContain('roles/4'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByText('Bu işlem için yetkiniz yok.')).toHaveLength(1);
});

describe('OptionSelect', () => {
  const toasts = () => document.querySelectorAll('.ant-notification-notice');

  it('toasts a failed load once under StrictMode and theme changes (which used to reload and toast again)', async () => {
    const calls = mockHttp(() => ({ status: 403, data: apiError('forbidden', 'Yasak.') }));
    const { store } = renderWithProviders(
      <StrictMode>
        <OptionSelect preset="roles" value={4} />
      </StrictMode>,
      { preloadedState: { session: signedInSession({ permissions: ['ROLES_SEARCH'] }) } },
    );
    await screen.findByText('Yasak.');
    // The profile's settings arriving after sign-in re-render antd's App with a new theme.
    act(() => void store.dispatch(settingsChanged({ colorScheme: 'mint' })));
    act(() => void store.dispatch(settingsChanged({ fontSize: 1.2 })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toasts()).toHaveLength(1);
    expect(calls.filter((c) => c.url === 'roles?start=0&count=250&sort=name')).toHaveLength(1);
  });

  it('says "Herhangi bir veri bulunamadı." when nothing matches, not antd\'s "Veri Yok"', async () => {
    mockHttp(() => ({ status: 200, data: [] }));
    const { user } = renderWithProviders(<OptionSelect preset="roles" />, {
      preloadedState: { session: signedInSession({ permissions: ['ROLES_SEARCH'] }) },
    });
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByText('Herhangi bir veri bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByText('Veri Yok')).not.toBeInTheDocument();
  });

  it("shows the saved value's label, never its raw id", async () => {
    mockHttp((c) =>
      c.url === 'roles/4' ? { status: 200, data: { id: 4, name: 'Antrenör' } } : { status: 200, data: [] },
    );
    renderWithProviders(<OptionSelect preset="roles" value={4} />, {
      preloadedState: { session: signedInSession({ permissions: ['ROLES_SEARCH'] }) },
    });
    expect(screen.getByTitle('Yükleniyor...')).toBeInTheDocument();
    expect(await screen.findByTitle('Antrenör')).toBeInTheDocument();
    expect(screen.queryByText('4')).not.toBeInTheDocument();
  });
});

it("names a saved value from the record's names, without a lookup the viewer may not make", async () => {
  const calls = mockHttp(() => ({ status: 403, data: {} }));
  const { result } = render(() =>
    useOptionSearch(OPTION_PRESETS.branches, 4, { value: 4, label: 'Kadıköy Şubesi' }),
  );
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.options[0]).toEqual({ value: 4, label: 'Kadıköy Şubesi' });
  expect(calls.map((c) => c.url)).toEqual(['branches?start=0&count=250&sort=name']);
});

it('asks nothing of a source the viewer may not search: the saved name shows and the field is locked', async () => {
  const calls = mockHttp(() => ({ status: 403, data: {} }));
  const { result } = render(
    () => useOptionSearch(OPTION_PRESETS.branches, 4, { value: 4, label: 'Kadıköy Şubesi' }),
    ['MEMBERS_SEARCH'],
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(result.current.options).toEqual([{ value: 4, label: 'Kadıköy Şubesi' }]);
  expect(result.current.locked).toBe(true);
  expect(calls).toEqual([]);
  expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(0);
});
