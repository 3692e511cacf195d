// The grouped `moves` preset: GET moves in groups, the typed text debounced 500 ms, the label kept as the value.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { OPTION_PRESETS } from '../../../src/client/components/optionPresets';
import {
  OPTION_SEARCH_DEBOUNCE_MS,
  useGroupedOptionSearch,
} from '../../../src/client/components/useOptionSearch';
import { i18n } from '../../../src/client/lib/i18n';
import { makeStore } from '../../../src/client/store';
import { mockHttp } from '../api/mockHttp';

const CATALOGUE = [
  {
    label: 'PECTORAL',
    options: [
      { value: 'push_up', label: 'Şınav', type: 'move' },
      { value: 'bench_press', label: 'Düz Bench Press', type: 'move' },
    ],
  },
  { label: 'CORE', options: [{ value: 'plank', label: 'Plank', type: 'move' }] },
];

function render(value: unknown) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <App>{children}</App>
      </I18nextProvider>
    </Provider>
  );
  return renderHook(() => useGroupedOptionSearch(OPTION_PRESETS.moves, value), { wrapper });
}

it('loads GET moves in its groups, with the label as each option value', async () => {
  const calls = mockHttp(() => ({ status: 200, data: CATALOGUE }));
  const { result } = render(undefined);
  await waitFor(() =>
    expect(result.current.options).toEqual([
      {
        label: 'PECTORAL',
        options: [
          { value: 'Şınav', label: 'Şınav' },
          { value: 'Düz Bench Press', label: 'Düz Bench Press' },
        ],
      },
      { label: 'CORE', options: [{ value: 'Plank', label: 'Plank' }] },
    ]),
  );
  expect(calls.map((c) => c.url)).toEqual(['moves']);
});

it('searches by name 500 ms after typing stops and keeps a saved name the groups lack', async () => {
  jest.useFakeTimers();
  try {
    const calls = mockHttp(() => ({ status: 200, data: CATALOGUE }));
    const { result } = render('Barbell Bench Press');
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(result.current.options[0]).toEqual({
        value: 'Barbell Bench Press',
        label: 'Barbell Bench Press',
      }),
    );
    act(() => result.current.search('pla'));
    act(() => jest.advanceTimersByTime(OPTION_SEARCH_DEBOUNCE_MS - 10));
    expect(calls).toHaveLength(1);
    act(() => jest.advanceTimersByTime(20));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['moves', 'moves?name=pla']));
  } finally {
    jest.useRealTimers();
  }
});
