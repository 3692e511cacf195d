import { fireEvent, screen, waitFor } from '@testing-library/react';
import UserAddPage from '../../../../src/client/features/users/UserAddPage';
import UserEditPage from '../../../../src/client/features/users/UserEditPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const REQUIRED = 'Bu alanın doldurulması zorunludur.';
const user7 = {
  id: 7,
  username: 'ayse',
  email: 'ayse@gym.tr',
  type: 'coach',
  name: 'Ayşe',
  lastname: 'Yılmaz',
  title: 'Antrenör',
  phone: '(532) 555 10 20',
  status: 'pending',
  branches_id: 1,
  roles_id: 2,
};

function answer(url = '') {
  if (url.startsWith('users/7')) return { status: 200, data: user7 };
  return { status: 200, data: [], headers: { 'x-total-count': '0' } };
}

const session = (permissions: string[]) => ({ session: signedInSession({ permissions }) });
const add = (permissions = ['USERS_CREATE']) => {
  mockHttp((c) => answer(c.url));
  return renderWithProviders(<UserAddPage />, {
    preloadedState: session(permissions),
    route: '/user-add',
    path: '/user-add',
  });
};
const blur = (label: string) => fireEvent.blur(screen.getByLabelText(label));

it('requires every field, in Turkish', async () => {
  add();
  for (const label of [
    'Kullanıcı adı',
    'E-posta',
    'Şifre',
    'Şifre tekrarı',
    'Ad',
    'Soyad',
    'Unvan',
    'Telefon',
  ])
    blur(label);
  await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(8));
});

it('checks the e-mail format and that the passwords match', async () => {
  const { user } = add();
  await user.click(screen.getByLabelText('E-posta'));
  await user.paste('ayse@');
  await user.click(screen.getByLabelText('Şifre'));
  await user.paste('gizli123');
  await user.click(screen.getByLabelText('Şifre tekrarı'));
  await user.paste('gizli124');
  blur('Şifre tekrarı');
  expect(await screen.findByText('Lütfen geçerli bir e-posta adresi girin.')).toBeInTheDocument();
  expect(await screen.findByText('Şifre ve şifre tekrarı girdileri uyuşmuyor.')).toBeInTheDocument();
});

it('shows the password with its show/hide toggle on create', async () => {
  const { user } = add();
  const password = screen.getByLabelText('Şifre');
  expect(password).toHaveAttribute('type', 'password');
  const toggle = password.parentElement!.querySelector('.ant-input-password-icon')!;
  await user.click(toggle);
  expect(password).toHaveAttribute('type', 'text');
});

it('gates the create save button by USERS_CREATE', () => {
  add(['USERS_SEARCH']);
  expect(screen.queryByText('Kaydet')).not.toBeInTheDocument();
});

it('edit: loads the user, has no password fields, and saves only with USERS_UPDATE', async () => {
  mockHttp((c) => answer(c.url));
  const edit = (permissions: string[]) =>
    renderWithProviders(<UserEditPage />, {
      preloadedState: session(permissions),
      route: '/user-edit/7/details',
      path: '/user-edit/:id/:tab?',
    });
  const first = edit(['USERS_READ', 'USERS_UPDATE']);
  expect(await screen.findByDisplayValue('ayse@gym.tr')).toBeInTheDocument();
  expect(screen.queryByLabelText('Şifre')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Şifre tekrarı')).not.toBeInTheDocument();
  expect(screen.getByText('Kaydet')).toBeInTheDocument();
  // The members tab needs MEMBERS_SEARCH.
  expect(screen.queryByText('Atanan üyeler')).not.toBeInTheDocument();
  first.unmount();

  edit(['USERS_READ', 'MEMBERS_SEARCH']);
  expect(await screen.findByDisplayValue('ayse@gym.tr')).toBeInTheDocument();
  expect(screen.queryByText('Kaydet')).not.toBeInTheDocument();
  expect(screen.getByText('Atanan üyeler')).toBeInTheDocument();
});

it("edit: the role dropdown shows 'Yükleniyor...' while the roles load, then the role's name — never its id", async () => {
  let answerRoles: (() => void) | undefined;
  mockHttp((c) => {
    if (c.url?.startsWith('roles?'))
      return new Promise((resolve) => {
        answerRoles = () => resolve({ status: 200, data: [{ id: 2, name: 'Antrenör' }] });
      });
    return answer(c.url);
  });
  // Editing a user's role means choosing among the roles: the editor may search them.
  renderWithProviders(<UserEditPage />, {
    preloadedState: session(['USERS_READ', 'USERS_UPDATE', 'ROLES_SEARCH']),
    route: '/user-edit/7/details',
    path: '/user-edit/:id/:tab?',
  });
  expect(await screen.findByDisplayValue('ayse@gym.tr')).toBeInTheDocument();
  await waitFor(() => expect(answerRoles).toBeDefined());
  const role = screen.getByLabelText('Rol').closest('.ant-select')!;
  expect(role).toHaveTextContent('Yükleniyor...');
  expect(role).not.toHaveTextContent('2');
  answerRoles!();
  await waitFor(() => expect(role).toHaveTextContent('Antrenör'));
});
