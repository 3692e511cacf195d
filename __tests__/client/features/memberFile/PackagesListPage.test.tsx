// /packages: opened from a dashboard card it searches with the card's filters, shows them in its
// search form, and each row links to its member's packages tab by the member's name.
import { screen, waitFor, within } from '@testing-library/react';
import PackagesListPage from '../../../../src/client/features/memberFile/PackagesListPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

it('opens filtered from the address and links each package to its member', async () => {
  const calls = mockHttp(() => ({
    status: 200,
    data: [
      {
        id: 3,
        member_id: 12,
        member_name: 'Zeynep Kaya',
        payment_type: 'unpaid',
        invoice_number: '',
        lesson_count: 12,
        used_lessons: 2,
        remaining_lessons: 10,
        starttime: '2026-11-01',
        endtime: '2026-11-30',
        price: 4500,
        product_type: 'personal_training',
        product_id: 1,
        product_name: 'Birebir Kuvvet',
      },
    ],
    headers: { 'x-total-count': '1' },
  }));
  renderWithProviders(<PackagesListPage />, {
    preloadedState: { session: signedInSession({ permissions: ['MEMBER_PACKAGE_SEARCH'] }) },
    route: '/packages?payment_type=unpaid',
  });
  const link = await screen.findByRole('link', { name: 'Zeynep Kaya' });
  expect(link).toHaveAttribute('href', '/member-edit/12/package-informations');
  expect(calls[0].url).toBe('packages?start=0&count=25&sort=endtime&sort_by=ASC&payment_type=unpaid');
  await waitFor(() => expect(within(screen.getByRole('search')).getByText('Ödenmedi')).toBeInTheDocument());
});
