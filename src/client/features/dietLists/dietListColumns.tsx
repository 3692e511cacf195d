// Columns of the diet-list lists (all lists, and one member's): the member's name only where members differ.
import type { EntityColumn } from '../../components/EntityList';
import type { DietList } from './types';

const date = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso);

export const dietListColumns = (withMember: boolean): EntityColumn<DietList>[] => [
  { field: 'id', width: 80, ltr: true },
  { field: 'title' },
  ...(withMember
    ? [
        {
          field: 'member_id',
          render: (l: DietList) => l.member_name,
          csv: (l: DietList) => l.member_name ?? '',
        },
      ]
    : []),
  { field: 'nutritionist_name', sortable: false },
  { field: 'start_date', ltr: true, render: (l) => date(l.start_date) },
  { field: 'end_date', ltr: true, render: (l) => date(l.end_date) },
  { field: 'day_count', sortable: false },
];
