import { screen, waitFor } from '@testing-library/react';
import PackageDaysPage from '../../../../src/client/features/coursePackages/PackageDaysPage';
import { nextDayNumber } from '../../../../src/client/features/coursePackages/dayNumbers';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

describe('nextDayNumber (last day number + 1, from 1)', () => {
  it('starts at 1 and follows the largest number, gaps and order aside', () => {
    expect(nextDayNumber([])).toBe(1);
    expect(nextDayNumber([{ day_number: 1 }])).toBe(2);
    expect(nextDayNumber([{ day_number: 3 }, { day_number: 1 }])).toBe(4);
    expect(nextDayNumber([{ day_number: '2' }, { day_number: 'x' }])).toBe(3);
  });
});

function setup(days: { id: number; day_number: number; title: string }[]) {
  const calls = mockHttp(() => ({
    status: 200,
    data: days,
    headers: { 'x-total-count': String(days.length) },
  }));
  const view = renderWithProviders(<PackageDaysPage />, {
    preloadedState: {
      session: signedInSession({
        permissions: ['COURSE_PACKAGE_SEARCH', 'COURSE_PACKAGE_CREATE', 'COURSE_PACKAGE_READ'],
      }),
    },
    route: '/coursePackages-days/7',
    path: '/coursePackages-days/:package_id',
  });
  return { ...view, calls };
}

const addLink = () => screen.getByRole('link', { name: /Yeni ekle/ });

it('lists the package days by package_id and offers the next day number on the add button', async () => {
  const { calls } = setup([
    { id: 11, day_number: 1, title: 'Isınma' },
    { id: 12, day_number: 2, title: 'Bacak' },
  ]);
  expect(await screen.findByText('Bacak')).toBeInTheDocument();
  expect(calls[0]!.url).toMatch(/^packageDay\?.*package_id=7/);
  await waitFor(() => expect(addLink()).toHaveAttribute('href', '/coursePackages-days-add/7/3'));
  // Row actions: edit and moves of each day carry its number.
  expect(screen.getAllByRole('link', { name: 'Hareketler' })[1]).toHaveAttribute(
    'href',
    '/coursePackages-moves/7/2',
  );
  expect(screen.getAllByRole('link', { name: 'Düzenle' })[0]).toHaveAttribute(
    'href',
    '/coursePackages-days-edit/7/1/11',
  );
});

it('offers day 1 for a package without days', async () => {
  setup([]);
  await waitFor(() => expect(addLink()).toHaveAttribute('href', '/coursePackages-days-add/7/1'));
});
