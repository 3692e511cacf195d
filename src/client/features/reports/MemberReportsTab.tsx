// The member file's reports tab (REPORTS_READ): that member's reports with the list's actions; its add button
// opens the report form with the member already chosen (the row's add screen).
import './translations';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { reportColumns } from './reportColumns';
import type { Report } from './types';

const columns: EntityColumn<Report>[] = [{ field: 'id', width: 90, ltr: true }, ...reportColumns];

export default function MemberReportsTab({ memberId, title }: MemberTabProps) {
  return (
    <EntityList<Report>
      entity={entities.memberReports}
      parent={{ member_id: memberId }}
      columns={columns}
      title={title}
    />
  );
}
