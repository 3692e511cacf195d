// /reports (REPORTS_SEARCH): newest first; title search, member, status and type filters; each row names the
// member, and a coach sees only the reports of own members (the server's reach rule).
import './translations';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { OptionSelect } from '../../components/OptionSelect';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { reportColumns } from './reportColumns';
import type { Report } from './types';

const columns: EntityColumn<Report>[] = [
  { field: 'id', width: 90, ltr: true },
  { field: 'member_name', sortable: false },
  ...reportColumns,
];

const searchInputs = { member_id: <OptionSelect preset="members" style={{ minWidth: 200 }} /> };

export default function ReportsListPage() {
  usePageTitle('reports.title');
  return <EntityList<Report> entity={entities.reports} columns={columns} searchInputs={searchInputs} />;
}
