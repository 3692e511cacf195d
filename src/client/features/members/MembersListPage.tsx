// /members (spec part 1 §2): id, name, email, phone, status; newest first (the row's default sort), the row's
// name search and status filter, delete and CSV export from the generic list; staff who reach only their
// assigned members are told so when the list is empty.
import { useTranslation } from 'react-i18next';
import { hasAny } from '../../../shared/permissions';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import { selectPermissions } from '../../store/sessionSelectors';
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
  const { t } = useTranslation();
  // Without MEMBERS_REACH_ALL the server answers only the members assigned to the caller: say so when empty.
  const reachesAll = hasAny(useAppSelector(selectPermissions), 'MEMBERS_REACH_ALL');
  return (
    <EntityList<Member>
      entity={entities.members}
      columns={columns}
      emptyHint={reachesAll ? undefined : t('members.only_assigned')}
    />
  );
}
