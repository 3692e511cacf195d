import { screen, waitFor, within } from '@testing-library/react';
import MembersListPage from '../../../../src/client/features/members/MembersListPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { aMember } from './fixtures';

const ALL = ['MEMBERS_SEARCH', 'MEMBERS_CREATE', 'MEMBERS_READ', 'MEMBERS_DELETE'];

function open(permissions = ALL) {
  const rows = [
    aMember(),
    aMember({ id: 4, name: 'Ali Demir', email: 'ali@example.com', status: 'passive' }),
  ];
  const calls = mockHttp((c) =>
    c.method === 'delete' ? { status: 204 } : { status: 200, data: rows, headers: { 'x-total-count': '2' } },
  );
  return {
    ...renderWithProviders(<MembersListPage />, {
      preloadedState: { session: signedInSession({ permissions }) },
      route: '/members',
    }),
    calls,
  };
}

it('loads newest first and shows id, name, email, phone and a translated status', async () => {
  const { calls } = open();
  expect(await screen.findByText('Ali Demir')).toBeInTheDocument();
  expect(calls[0].url).toBe('members?start=0&count=25&sort=id&sort_by=DESC');
  for (const header of ['No', 'Ad soyad', 'E-posta', 'Telefon', 'Durum'])
    expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
  const row = screen.getByText('Ali Demir').closest('tr') as HTMLElement;
  expect(within(row).getByText('Pasif')).toBeInTheDocument();
  expect(within(row).getByText('ali@example.com')).toBeInTheDocument();
});

it('searches by name from the first page', async () => {
  const { calls, user } = open();
  await screen.findByText('Ali Demir');
  const search = screen.getByRole('search');
  await user.type(within(search).getByLabelText('Ad soyad'), 'zey');
  await user.click(within(search).getByRole('button', { name: /Ara/ }));
  await waitFor(() =>
    expect(calls.at(-1)?.url).toBe('members?start=0&count=25&sort=id&sort_by=DESC&name=zey'),
  );
});

it('shows add, edit and delete only with their permissions', async () => {
  open(['MEMBERS_SEARCH']);
  await screen.findByText('Ali Demir');
  expect(screen.queryByRole('button', { name: /Yeni ekle/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Düzenle' })).not.toBeInTheDocument();
});
