// /users: staff users with the row's name search and type / status filters (spec part 1 §2).
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { OptionLabel, StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { User } from './types';

const fullName = (u: User) => `${u.name} ${u.lastname}`;

const columns: EntityColumn<User>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'name', titleKey: 'users.fields.full_name', render: fullName, csv: fullName },
  { field: 'username', ltr: true },
  { field: 'email', ltr: true },
  { field: 'title' },
  { field: 'type', render: (u) => <OptionLabel field="type" value={u.type} /> },
  { field: 'status', render: (u) => <StatusTag status={u.status} /> },
];

export default function UsersListPage() {
  usePageTitle('users.title');
  return <EntityList<User> entity={entities.users} columns={columns} />;
}
