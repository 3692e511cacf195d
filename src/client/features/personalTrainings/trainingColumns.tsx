// The columns of a list of trainings (the trainings list and the member file's tab).
import { wireToDisplayDate } from '../../components/fields';
import type { EntityColumn } from '../../components/EntityList';
import { PriceText } from '../../components/PriceText';
import { ApprovalTag } from './StatusLabels';
import type { PersonalTraining } from './types';

const date = (value: string | null) => (value ? wireToDisplayDate(value) : '');

export const trainingColumns: EntityColumn<PersonalTraining>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'user_name' },
  { field: 'pt_type_name' },
  { field: 'pt_type_price', render: (r) => <PriceText value={r.pt_type_price} /> },
  { field: 'start_date', ltr: true, render: (r) => date(r.start_date), csv: (r) => date(r.start_date) },
  { field: 'end_date', ltr: true, render: (r) => date(r.end_date), csv: (r) => date(r.end_date) },
  {
    field: 'sports_program_status',
    render: (r) => <ApprovalTag approved={r.sports_program_status === 1} />,
  },
  { field: 'diet_status', render: (r) => <ApprovalTag approved={r.diet_status === 1} /> },
];
