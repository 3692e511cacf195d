import { screen, waitFor, within } from '@testing-library/react';
import { UserMembersList } from '../../../../src/client/features/users/UserMembersList';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const members = Array.from({ length: 3 }, (_, i) => ({
  id: 100 + i,
  name: `Üye ${i + 1}`,
  email: `u${i}@x.tr`,
  phone: '',
  status: 'active',
  coach_id: 7,
}));

it('lists the members coached by the user, paged, with the members default sort and filters', async () => {
  const calls = mockHttp(() => ({ status: 200, data: members, headers: { 'x-total-count': '60' } }));
  const { user } = renderWithProviders(<UserMembersList userId={7} />, {
    preloadedState: { session: signedInSession({ permissions: ['MEMBERS_SEARCH'] }) },
  });
  expect(await screen.findByText('1-25 arasında 60 kayıt')).toBeInTheDocument();
  expect(calls[0].url).toBe('users/7/members?start=0&count=25&sort=id&sort_by=DESC');
  expect(screen.getByText('Üye 1')).toBeInTheDocument();

  await user.click(screen.getByLabelText('Son sayfa'));
  await waitFor(() => expect(calls[1].url).toBe('users/7/members?start=50&count=25&sort=id&sort_by=DESC'));

  await user.click(within(screen.getByRole('search')).getByLabelText('E-posta'));
  await user.paste('u1@');
  await user.click(screen.getByText('Ara'));
  await waitFor(() =>
    expect(calls[2].url).toBe('users/7/members?start=0&count=25&sort=id&sort_by=DESC&email=u1%40'),
  );
  // The sub-resource only lists: no delete buttons.
  expect(screen.queryByLabelText('Sil')).not.toBeInTheDocument();
});
