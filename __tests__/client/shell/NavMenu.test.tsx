import { screen } from '@testing-library/react';
import { NavMenu } from '../../../src/client/shell/NavMenu';
import { renderWithProviders, signedInSession } from '../helpers/renderWithProviders';

it('shows only the entries the permissions allow, translated, in nested groups', async () => {
  renderWithProviders(<NavMenu mode="inline" />, {
    preloadedState: { session: signedInSession({ permissions: ['MEMBERS_SEARCH', 'FOODS_SEARCH'] }) },
    route: '/members',
  });
  expect(screen.getByText('Yönetim')).toBeInTheDocument();
  expect(screen.getByText('Beslenme')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Üyeler' })).toHaveAttribute('href', '/members');
  expect(screen.queryByText('Kullanıcılar')).not.toBeInTheDocument();
  expect(screen.queryByText('Gösterge Paneli')).not.toBeInTheDocument();
  expect(screen.queryByText('Antrenman')).not.toBeInTheDocument();
});

it('shows the whole table to a user holding every listed permission', () => {
  renderWithProviders(<NavMenu mode="inline" />, {
    preloadedState: {
      session: signedInSession({
        permissions: [
          'USERS_SEARCH',
          'MEMBERS_SEARCH',
          'ROLES_SEARCH',
          'BRANCHES_SEARCH',
          'ARTICLES_SEARCH',
          'FOODS_SEARCH',
          'DIET_LISTS_SEARCH',
          'RECIPES_SEARCH',
          'COURSE_PACKAGE_SEARCH',
          'PERSONAL_TRAININGS_SEARCH',
          'REPORTS_SEARCH',
        ],
      }),
    },
    route: '/dashboard',
  });
  for (const group of ['Yönetim', 'İçerik', 'Beslenme', 'Antrenman'])
    expect(screen.getByText(group)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Gösterge Paneli' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Raporlar' })).toBeInTheDocument();
});
