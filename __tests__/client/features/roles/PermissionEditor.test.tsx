import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { PermissionEditor } from '../../../../src/client/features/roles/PermissionEditor';
import { apiError, mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const catalogue = [
  { group: 'USERS', permissions: ['USERS_SEARCH', 'USERS_CREATE'] },
  { group: 'ROLES', permissions: ['ROLES_SEARCH', 'ROLES_UPDATE'] },
];

function Harness({ initial, onKeys }: { initial: string[]; onKeys: (keys: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionEditor
      value={value}
      onChange={(keys) => {
        setValue(keys);
        onKeys(keys);
      }}
    />
  );
}

function setup(initial: string[] = []) {
  const calls = mockHttp(() => ({ status: 200, data: catalogue }));
  const onKeys = jest.fn<void, [string[]]>();
  const view = renderWithProviders(<Harness initial={initial} onKeys={onKeys} />, {
    preloadedState: { session: signedInSession() },
  });
  return { ...view, calls, onKeys };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

it('loads GET permissions and shows translated group and permission boxes', async () => {
  const { calls } = setup(['USERS_SEARCH']);
  expect(await screen.findByRole('checkbox', { name: 'Tüm yetkileri seç' })).toBeInTheDocument();
  expect(calls[0].url).toBe('permissions');
  const users = screen.getByRole('group', { name: 'Kullanıcılar' });
  expect(within(users).getByRole('checkbox', { name: 'Kullanıcılar: Listeleme' })).toBeChecked();
  expect(within(users).getByRole('checkbox', { name: 'Kullanıcılar: Ekleme' })).not.toBeChecked();
  // A partly selected group and the select-all box are indeterminate, not checked.
  expect(box('Kullanıcılar')).toBePartiallyChecked();
  expect(box('Tüm yetkileri seç')).toBePartiallyChecked();
});

it('select-all selects every key, and again clears them', async () => {
  const { user, onKeys } = setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Tüm yetkileri seç' }));
  expect(onKeys).toHaveBeenLastCalledWith(['USERS_SEARCH', 'USERS_CREATE', 'ROLES_SEARCH', 'ROLES_UPDATE']);
  expect(box('Roller')).toBeChecked();
  await user.click(box('Tüm yetkileri seç'));
  expect(onKeys).toHaveBeenLastCalledWith([]);
});

it('a group box toggles its group, a single box one key, in catalogue order', async () => {
  const { user, onKeys } = setup(['ROLES_UPDATE']);
  await user.click(await screen.findByRole('checkbox', { name: 'Kullanıcılar' }));
  expect(onKeys).toHaveBeenLastCalledWith(['USERS_SEARCH', 'USERS_CREATE', 'ROLES_UPDATE']);
  await user.click(box('Roller: Listeleme'));
  expect(onKeys).toHaveBeenLastCalledWith(['USERS_SEARCH', 'USERS_CREATE', 'ROLES_SEARCH', 'ROLES_UPDATE']);
  expect(box('Tüm yetkileri seç')).toBeChecked();
  await user.click(box('Kullanıcılar: Ekleme'));
  expect(onKeys).toHaveBeenLastCalledWith(['USERS_SEARCH', 'ROLES_SEARCH', 'ROLES_UPDATE']);
  expect(box('Kullanıcılar')).toBePartiallyChecked();
});

it('shows the load error message', async () => {
  mockHttp(() => ({ status: 500, data: apiError('internal', 'Yetkiler yüklenemedi.') }));
  renderWithProviders(<PermissionEditor value={[]} onChange={() => undefined} />, {
    preloadedState: { session: signedInSession() },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Yetkiler yüklenemedi.');
});
