import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CITIES } from '../../../../src/shared/cities';
import { CitySelect } from '../../../../src/client/features/branches/CitySelect';
import { parseNumber } from '../../../../src/client/lib/localeNumber';
import { apiError, mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const session = { session: signedInSession() };

it('offers the 81 provinces of GET cities and filters them with Turkish case rules', async () => {
  const calls = mockHttp(() => ({ status: 200, data: CITIES, headers: { 'x-total-count': '81' } }));
  const { store } = renderWithProviders(<CitySelect open />, { preloadedState: session });
  await screen.findByRole('listbox');
  expect(await screen.findByText('Düzce')).toBeInTheDocument();
  expect(calls.map((c) => c.url)).toEqual(['cities']);
  expect(store.getState().lookups?.queries['cities(undefined)']).toMatchObject({
    status: 'fulfilled',
    endpointName: 'cities',
  });
  expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(81);
  expect(screen.getAllByText('İstanbul').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Düzce').length).toBeGreaterThan(0);

  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'izm' } });
  const visible = document.querySelectorAll('.ant-select-item-option');
  expect([...visible].map((o) => o.textContent)).toEqual(['İzmir']);

  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'xyz' } });
  expect(await screen.findByText('Herhangi bir veri bulunamadı.')).toBeInTheDocument();
});

it('shows a saved city as "Yükleniyor..." until the list answers, never as its plate code', async () => {
  let answer: (() => void) | undefined;
  mockHttp(() => new Promise((resolve) => (answer = () => resolve({ status: 200, data: CITIES }))));
  renderWithProviders(<CitySelect value={34} />, { preloadedState: session });
  expect(screen.getByTitle('Yükleniyor...')).toBeInTheDocument();
  expect(screen.queryByText('34')).not.toBeInTheDocument();
  await waitFor(() => expect(answer).toBeDefined());
  act(() => answer!());
  expect(await screen.findByTitle('İstanbul')).toBeInTheDocument();
});

it('shows a failed load once, as a toast', async () => {
  mockHttp(() => ({ status: 500, data: apiError('unexpected_error', 'Beklenmeyen bir hata oluştu.') }));
  renderWithProviders(<CitySelect />, { preloadedState: session });
  expect(await screen.findByText('Beklenmeyen bir hata oluştu.')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
});

it('reads coordinates as signed decimals, refusing what is not one', () => {
  expect(parseNumber('41,0082', 'tr')).toEqual({ ok: true, value: 41.0082 });
  expect(parseNumber('-8,6', 'tr')).toEqual({ ok: true, value: -8.6 });
  expect(parseNumber('-8.6a.1', 'tr')).toEqual({ ok: false });
  expect(parseNumber('4-1', 'tr')).toEqual({ ok: false });
});
