import { screen, waitFor } from '@testing-library/react';
import RoleFormPage from '../../../../src/client/features/roles/RoleFormPage';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const catalogue = [
  { group: 'USERS', permissions: ['USERS_SEARCH', 'USERS_CREATE'] },
  { group: 'ROLES', permissions: ['ROLES_SEARCH', 'ROLES_UPDATE'] },
];
const session = (permissions: string[]) => ({ session: signedInSession({ permissions }) });

it('submits the keys chosen with the select-all, group and single boxes', async () => {
  const calls = mockHttp((c) =>
    c.method === 'post'
      ? { status: 201, data: { id: 5, ...JSON.parse(String(c.data)) } }
      : { status: 200, data: catalogue },
  );
  const { user, router } = renderWithProviders(<RoleFormPage />, {
    preloadedState: session(['ROLES_CREATE']),
    route: '/role-add',
    path: '/role-add',
    routes: [{ path: '/roles', element: <p>roles list</p> }],
  });
  await user.click(screen.getByLabelText('Rol adı'));
  await user.paste('Antrenörler');
  await user.click(await screen.findByLabelText('Tüm yetkileri seç'));
  await user.click(screen.getByRole('checkbox', { name: 'Roller' }));
  await user.click(screen.getByLabelText('Kullanıcılar: Ekleme'));
  await user.click(screen.getByText('Kaydet'));

  await waitFor(() => expect(calls.some((c) => c.method === 'post')).toBe(true));
  const post = calls.find((c) => c.method === 'post')!;
  expect(post.url).toBe('roles');
  expect(JSON.parse(String(post.data))).toEqual({
    name: 'Antrenörler',
    status: 'active',
    permissions: ['USERS_SEARCH'],
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
});

it('edits a role: its keys are ticked, and the save button needs ROLES_UPDATE', async () => {
  mockHttp((c) =>
    c.url === 'roles/3'
      ? { status: 200, data: { id: 3, name: 'Satış', status: 'passive', permissions: ['ROLES_SEARCH'] } }
      : { status: 200, data: catalogue },
  );
  renderWithProviders(<RoleFormPage />, {
    preloadedState: session(['ROLES_READ']),
    route: '/role-edit/3',
    path: '/role-edit/:id',
  });
  expect(await screen.findByDisplayValue('Satış')).toBeInTheDocument();
  expect(await screen.findByLabelText('Roller: Listeleme')).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Roller' })).toBePartiallyChecked();
  expect(screen.queryByText('Kaydet')).not.toBeInTheDocument();
  // Read-only, and saying so: no box can be ticked without ROLES_UPDATE.
  expect(screen.getByText('Bu kaydı yalnızca görüntüleyebilirsiniz.')).toBeInTheDocument();
  expect(screen.getByLabelText('Rol adı')).toBeDisabled();
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  expect(screen.getByLabelText('Tüm yetkileri seç')).not.toBeChecked();
});

it('lets a holder of ROLES_UPDATE tick the boxes of a role', async () => {
  mockHttp((c) =>
    c.url === 'roles/3'
      ? { status: 200, data: { id: 3, name: 'Satış', status: 'active', permissions: [] } }
      : { status: 200, data: catalogue },
  );
  const { user } = renderWithProviders(<RoleFormPage />, {
    preloadedState: session(['ROLES_READ', 'ROLES_UPDATE']),
    route: '/role-edit/3',
    path: '/role-edit/:id',
  });
  const box = await screen.findByLabelText('Roller: Listeleme');
  expect(box).toBeEnabled();
  await user.click(box);
  expect(box).toBeChecked();
  expect(screen.queryByText('Bu kaydı yalnızca görüntüleyebilirsiniz.')).not.toBeInTheDocument();
});
