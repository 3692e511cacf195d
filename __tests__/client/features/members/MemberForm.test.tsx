import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import MemberAddPage from '../../../../src/client/features/members/MemberAddPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';
import { aMember } from './fixtures';
import { selectOption } from './selectOption';

function openAdd(permissions = ['MEMBERS_SEARCH', 'MEMBERS_CREATE']) {
  const calls = mockHttp((c) =>
    c.method === 'post'
      ? { status: 201, data: aMember({ id: 9 }) }
      : { status: 200, data: [], headers: { 'x-total-count': '0' } },
  );
  const view = renderWithProviders(<MemberAddPage />, {
    preloadedState: { session: signedInSession({ permissions }) },
    path: '/member-add',
    route: '/member-add',
    routes: [{ path: '/members', element: <p>members list</p> }],
  });
  return { ...view, calls };
}

/** Pastes into a field (one change event: fast on a loaded CI machine, and masks still apply). */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const posted = (calls: ReturnType<typeof openAdd>['calls']) => {
  const call = calls.find((c) => c.method === 'post' && c.url === 'members');
  return call ? (JSON.parse(call.data as string) as Record<string, unknown>) : undefined;
};

it('shows the Turkish required message for name, birthdate and email, and the e-mail format message', async () => {
  const { user } = openAdd();
  await user.click(screen.getByLabelText('Ad soyad'));
  await user.click(screen.getByLabelText('Doğum tarihi'));
  await user.click(screen.getByLabelText('E-posta'));
  await user.paste('not-an-email');
  await user.click(screen.getByLabelText('Meslek'));
  await waitFor(() => expect(screen.getAllByText('Bu alanın doldurulması zorunludur.')).toHaveLength(2));
  expect(screen.getByText('Lütfen geçerli bir e-posta adresi girin.')).toBeInTheDocument();
});

it('requires a status', async () => {
  const { user } = openAdd();
  await user.click(screen.getByLabelText('Durum'));
  await user.keyboard('{Escape}');
  await user.tab();
  expect(await screen.findByText('Bu alanın doldurulması zorunludur.')).toBeInTheDocument();
});

it('sends the birthdate as yyyy-MM-dd, an empty reference as 0 and the create defaults, then goes to the list', async () => {
  const { user, calls } = openAdd();
  await fill(user, 'Ad soyad', 'Zeynep Kaya');
  await fill(user, 'Doğum tarihi', '23041990');
  expect(screen.getByLabelText('Doğum tarihi')).toHaveValue('23/04/1990');
  await fill(user, 'E-posta', 'zeynep@example.com');
  await selectOption(user, 'Durum', 'Aktif');
  const save = screen.getByRole('button', { name: /Kaydet/ });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);

  await waitFor(() => expect(posted(calls)).toBeDefined());
  expect(posted(calls)).toMatchObject({
    name: 'Zeynep Kaya',
    birthdate: '1990-04-23',
    email: 'zeynep@example.com',
    status: 'active',
    reference: 0,
    customer_type: 0,
    height: 0,
    target_daily_calorie: 0,
    use_device_health: 0,
    coach_id: null,
  });
  expect(posted(calls)).not.toHaveProperty('password');
  expect(await screen.findByText('members list')).toBeInTheDocument();
  expect(screen.getByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
});

it('hides the save button without MEMBERS_CREATE', () => {
  openAdd(['MEMBERS_SEARCH']);
  expect(screen.queryByRole('button', { name: /Kaydet/ })).not.toBeInTheDocument();
});
