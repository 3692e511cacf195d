// /roles: roles with the row's name search and status filter, and how many permissions each holds.
import './translations';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { Role } from './types';

const columns: EntityColumn<Role>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'name' },
  { field: 'status', render: (r) => <StatusTag status={r.status} /> },
  {
    field: 'permissions',
    render: (r) => r.permissions?.length ?? 0,
    csv: (r) => (r.permissions ?? []).join(' '),
  },
];

export default function RolesListPage() {
  usePageTitle('roles.title');
  return <EntityList<Role> entity={entities.roles} columns={columns} />;
}
