// /roles: roles with a name search and a status filter.
import { useMemo } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import type { SearchField } from '../../components/ListSearchForm';
import { usePageTitle } from '../../shell/usePageTitle';
import { rolesSlice } from './rolesSlice';
import type { Role } from './types';

const searchFields: SearchField[] = [{ name: 'name' }, { name: 'status', options: RECORD_STATUSES }];
export default function RolesListPage() {
  const { t } = useTranslation();
  usePageTitle('roles.title');

  const columns = useMemo<EntityColumn<Role>[]>(
    () => [
      { field: 'id', sortable: true, width: 80, ltr: true },
      { field: 'name', sortable: true },
      {
        field: 'status',
        sortable: true,
        render: (r) => (
          <Tag color={r.status === 'active' ? 'success' : 'default'}>
            {t(`roles.options.status.${r.status}`)}
          </Tag>
        ),
      },
      {
        field: 'permissions',
        render: (r) => r.permissions?.length ?? 0,
        csv: (r) => (r.permissions ?? []).join(' '),
      },
    ],
    [t],
  );

  return (
    <EntityList<Role>
      entity={rolesSlice}
      family="ROLES"
      columns={columns}
      searchFields={searchFields}
      createPath="/role-add"
      editPath={(r) => `/role-edit/${r.id}`}
    />
  );
}
