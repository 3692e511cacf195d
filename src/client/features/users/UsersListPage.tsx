// /users: staff users with a name search and type / status filters (spec part 1 §2).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import type { SearchField } from '../../components/ListSearchForm';
import { usePageTitle } from '../../shell/usePageTitle';
import type { User } from './types';
import { USER_STATUSES, USER_TYPES } from '../../../shared/schemas/users';
import { UserStatusTag } from './UserStatusTag';
import { usersSlice } from './usersSlice';

const searchFields: SearchField[] = [
  { name: 'name' },
  { name: 'type', options: USER_TYPES },
  { name: 'status', options: USER_STATUSES },
];
export default function UsersListPage() {
  const { t } = useTranslation();
  usePageTitle('users.title');

  const columns = useMemo<EntityColumn<User>[]>(
    () => [
      { field: 'id', sortable: true, width: 80, ltr: true },
      // Shows name and lastname, so the header says so ('Ad Soyad'); sorting is by the first name.
      {
        field: 'name',
        titleKey: 'users.fields.full_name',
        sortable: true,
        render: (u) => `${u.name} ${u.lastname}`,
        csv: (u) => `${u.name} ${u.lastname}`,
      },
      { field: 'username', sortable: true, ltr: true },
      { field: 'email', sortable: true, ltr: true },
      { field: 'title', sortable: true },
      { field: 'type', sortable: true, render: (u) => t(`users.options.type.${u.type}`) },
      { field: 'status', sortable: true, render: (u) => <UserStatusTag status={u.status} /> },
    ],
    [t],
  );

  return (
    <EntityList<User>
      entity={usersSlice}
      family="USERS"
      columns={columns}
      searchFields={searchFields}
      createPath="/user-add"
      editPath={(u) => `/user-edit/${u.id}/details`}
    />
  );
}
