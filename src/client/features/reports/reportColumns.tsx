// The report columns both lists show (/reports and the member's tab): title, type, period, status, author.
import './translations';
import type { EntityColumn } from '../../components/EntityList';
import { OptionLabel, StatusTag } from '../../components/StatusTag';
import { wireToDisplayDate } from '../../components/fields';
import type { Report } from './types';

const period = (r: Report) => `${wireToDisplayDate(r.period_start)} – ${wireToDisplayDate(r.period_end)}`;

export const reportColumns: EntityColumn<Report>[] = [
  { field: 'title' },
  { field: 'type', render: (r) => <OptionLabel field="type" value={r.type} /> },
  { field: 'period_start', titleKey: 'reports.fields.period', render: period, csv: period, ltr: true },
  { field: 'status', render: (r) => <StatusTag status={r.status} /> },
  { field: 'author_name', sortable: false },
];
