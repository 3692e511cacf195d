// /members (spec part 1 §2): id, name, email, phone, status; newest first (the slice's default sort),
// a name search and a status filter, delete and CSV export from the generic list.
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import type { SearchField } from '../../components/ListSearchForm';
import { usePageTitle } from '../../shell/usePageTitle';
import { membersSlice } from './membersSlice';
import { StatusTag } from './StatusTag';
import type { Member } from './types';

const columns: EntityColumn<Member>[] = [
  { field: 'id', sortable: true, width: 90, ltr: true },
  { field: 'name', sortable: true },
  { field: 'email', sortable: true, ltr: true },
  { field: 'phone', sortable: true, ltr: true },
  { field: 'status', sortable: true, render: (m) => <StatusTag status={m.status} /> },
];

const searchFields: SearchField[] = [{ name: 'name' }, { name: 'status', options: RECORD_STATUSES }];

export default function MembersListPage() {
  usePageTitle('members.title');
  return (
    <EntityList<Member>
      entity={membersSlice}
      family="MEMBERS"
      columns={columns}
      searchFields={searchFields}
      createPath="/member-add"
      editPath={(m) => `/member-edit/${m.id}`}
    />
  );
}
