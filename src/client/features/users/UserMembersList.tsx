// /user-edit/:id/members: members whose coach is this user (users/:user_id/members), paged and filtered; the
// sub-resource only lists, editing a member happens on the members area's own screen (the row's edit path).
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { StatusTag } from '../../components/StatusTag';
import { entities } from '../../store/entities';
import type { AssignedMember } from './types';

const columns: EntityColumn<AssignedMember>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'name' },
  { field: 'email', ltr: true },
  { field: 'phone', ltr: true },
  { field: 'status', render: (m) => <StatusTag status={m.status} /> },
];

export function UserMembersList({ userId }: { userId: number }) {
  return (
    <EntityList<AssignedMember>
      entity={entities.userMembers}
      parent={{ user_id: userId }}
      columns={columns}
    />
  );
}
