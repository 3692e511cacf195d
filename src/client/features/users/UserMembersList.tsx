// /user-edit/:id/members: members whose coach is this user (users/:id/members), paged and filtered.
import { useMemo } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import type { SearchField } from '../../components/ListSearchForm';
import type { AssignedMember } from './types';
import { userMembersSlice } from './usersSlice';

const RESOURCE = 'users.assigned_members';

const searchFields: SearchField[] = [
  { name: 'name' },
  { name: 'email' },
  { name: 'phone' },
  { name: 'status', options: ['active', 'passive'] },
];
export function UserMembersList({ userId }: { userId: number }) {
  const { t } = useTranslation();

  const columns = useMemo<EntityColumn<AssignedMember>[]>(
    () => [
      { field: 'id', sortable: true, width: 80, ltr: true },
      { field: 'name', sortable: true },
      { field: 'email', sortable: true, ltr: true },
      { field: 'phone', sortable: true, ltr: true },
      {
        field: 'status',
        sortable: true,
        render: (m) => (
          <Tag color={m.status === 'active' ? 'success' : 'default'}>
            {t(`${RESOURCE}.options.status.${m.status}`)}
          </Tag>
        ),
      },
    ],
    [t],
  );

  return (
    <EntityList<AssignedMember>
      entity={userMembersSlice}
      family="MEMBERS"
      resource={RESOURCE}
      parentId={userId}
      columns={columns}
      searchFields={searchFields}
      // The sub-resource only lists; editing a member happens on the members area's own screen.
      deletable={false}
      editPath={(m) => `/member-edit/${m.id}`}
    />
  );
}
