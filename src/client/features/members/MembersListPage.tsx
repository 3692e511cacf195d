// /members (spec part 1 §2): id, name, email, phone, status; newest first (the row's default sort), the row's
// name search and status filter, delete and CSV export from the generic list.
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { Member } from './types';

const columns: EntityColumn<Member>[] = [
  { field: 'id', width: 90, ltr: true },
  { field: 'name' },
  { field: 'email', ltr: true },
  { field: 'phone', ltr: true },
  { field: 'status', render: (m) => <StatusTag status={m.status} /> },
];

export default function MembersListPage() {
  usePageTitle('members.title');
  return <EntityList<Member> entity={entities.members} columns={columns} />;
}
