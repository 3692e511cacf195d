// /personalTrainings: the spec's columns (dates shown dd/MM/yyyy) and both program statuses.
import { screen, within } from '@testing-library/react';
import PersonalTrainingsListPage from '../../../../src/client/features/personalTrainings/PersonalTrainingsListPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

it('shows member, type, price, dates and both statuses', async () => {
  const calls = mockHttp((config) =>
    String(config.url).startsWith('personalTrainings')
      ? {
          status: 200,
          data: [
            {
              id: 5,
              user_name: 'Ayşe Demir',
              pt_type_name: 'Birebir Kuvvet',
              pt_type_price: '5400',
              start_date: '2026-12-01',
              end_date: '2027-01-31',
              sports_program_status: 1,
              diet_status: 0,
            },
          ],
          headers: { 'x-total-count': '1' },
        }
      : { status: 200, data: [], headers: { 'x-total-count': '0' } },
  );
  renderWithProviders(<PersonalTrainingsListPage />, {
    preloadedState: {
      session: signedInSession({ permissions: ['PERSONAL_TRAININGS_SEARCH', 'PERSONAL_TRAININGS_READ'] }),
    },
  });
  const row = (await screen.findByText('Ayşe Demir')).closest('tr') as HTMLElement;
  expect(calls.find((c) => String(c.url).startsWith('personalTrainings?'))?.url).toMatch(
    /sort=id&sort_by=DESC/,
  );
  for (const text of [
    '5',
    'Birebir Kuvvet',
    '₺5.400,00', // the price in lira as Turkish writes it
    '01/12/2026',
    '31/01/2027',
    'Onaylandı',
    'Onay bekliyor',
  ])
    expect(within(row).getByText(text)).toBeInTheDocument();
  for (const header of [
    'Üye',
    'Antrenman tipi',
    'Fiyat (₺)',
    'Başlangıç tarihi',
    'Bitiş tarihi',
    'Spor programı',
    'Diyet programı',
  ])
    expect(screen.getAllByText(header).length).toBeGreaterThan(0);
});
