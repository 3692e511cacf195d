// /member-edit/{id}/history (HISTORY_READ): what changed in the member's file — the member, packages, visits,
// measurements… — who changed it and when.
import type { HistoryRecord } from '../../../shared/history';
import { EntityList } from '../../components/EntityList';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { compactHistoryColumns } from './historyColumns';

export default function MemberHistoryTab({ memberId, title }: MemberTabProps) {
  return (
    <EntityList<HistoryRecord>
      entity={entities.memberHistory}
      parent={{ member_id: memberId }}
      columns={compactHistoryColumns}
      title={title}
    />
  );
}
