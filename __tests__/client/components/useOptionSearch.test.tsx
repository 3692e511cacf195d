import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { OPTION_PRESETS, type OptionPresetName } from '../../../src/client/components/optionPresets';
import { useOptionSearch } from '../../../src/client/components/useOptionSearch';
import { i18n } from '../../../src/client/lib/i18n';
import { apiError, mockHttp } from '../api/mockHttp';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <App>{children}</App>
  </I18nextProvider>
);

const people = [
  { id: 1, name: 'Ayşe', lastname: 'Yılmaz' },
  { id: 2, name: 'Mehmet', lastname: 'Kaya' },
];

it.each([
  ['coach', 'users?start=0&count=250&sort=name&type=coach&status=active'],
  ['supervisor', 'users?start=0&count=250&sort=name&type=supervisor&status=active'],
  ['sales', 'users?start=0&count=250&sort=name&type=sales&status=active'],
  ['nutritionist', 'users?start=0&count=250&sort=name&type=nutritionist'],
  ['activeUsers', 'users?start=0&count=500&sort=name&status=active'],
  ['allUsers', 'users?start=0&count=500&sort=name'],
  ['members', 'members?start=0&count=50&sort=name'],
  ['users', 'users?start=0&count=50&sort=name'],
  ['branches', 'branches?start=0&count=250&sort=name'],
  ['roles', 'roles?start=0&count=250&sort=name'],
] as [OptionPresetName, string][])('%s loads %s with "name lastname" labels', async (preset, url) => {
  const calls = mockHttp(() => ({ status: 200, data: people, headers: { 'x-total-count': '2' } }));
  const { result } = renderHook(() => useOptionSearch(OPTION_PRESETS[preset], undefined), { wrapper });
  await waitFor(() => expect(result.current.options).toEqual([{ value: 1, label: 'Ayşe Yılmaz' }, { value: 2, label: 'Mehmet Kaya' }]));
  expect(calls.map((c) => c.url)).toEqual([url]);
});

it('searches by name 500 ms after the last keystroke', async () => {
  jest.useFakeTimers();
  try {
    const calls = mockHttp(() => ({ status: 200, data: people }));
    const { result } = renderHook(() => useOptionSearch(OPTION_PRESETS.coach, undefined), { wrapper });
    await act(async () => void jest.advanceTimersByTime(0));
    act(() => result.current.search('ay'));
    await act(async () => void jest.advanceTimersByTime(300));
    act(() => result.current.search('ayş'));
    await act(async () => void jest.advanceTimersByTime(499));
    expect(calls).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(1));
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
  const { result } = renderHook(() => useOptionSearch(OPTION_PRESETS.branches, -1), { wrapper });
  expect(result.current.options).toEqual([{ value: -1, label: 'Mobil Kullanıcılar' }]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toHaveLength(0);
});

it('fetches the label of a saved value that is not among the options', async () => {
  const calls = mockHttp((c) => (c.url === 'users/9' ? { status: 200, data: { id: 9, name: 'Zeynep', lastname: 'Demir' } } : { status: 200, data: people }));
  const { result } = renderHook(() => useOptionSearch(OPTION_PRESETS.coach, 9), { wrapper });
  await waitFor(() => expect(result.current.options[0]).toEqual({ value: 9, label: 'Zeynep Demir' }));
  expect(calls.map((c) => c.url)).toContain('users/9');
});

it('shows a failed load as an error toast', async () => {
  mockHttp(() => ({ status: 403, data: apiError('forbidden', 'Bu işlem için yetkiniz yok.') }));
  renderHook(() => useOptionSearch(OPTION_PRESETS.roles, undefined), { wrapper });
  expect(await screen.findByText('Bu işlem için yetkiniz yok.')).toBeInTheDocument();
});
