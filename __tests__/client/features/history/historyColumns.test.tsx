// The history list names the record by its kind and its name when written ("Rapor: Aylık değerlendirme"), its
// number only when it has no name, and its CSV says what the screen says, in Turkish and Arabic.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import {
  compactHistoryColumns,
  historyColumns,
} from '../../../../src/client/features/history/historyColumns';
import { i18n } from '../../../../src/client/lib/i18n';
import type { HistoryRecord } from '../../../../src/shared/history';

const approval: HistoryRecord = {
  id: 9,
  created_at: '2026-11-20T09:15:00.000Z',
  user_id: 2,
  user_name: 'Ayla Kaya',
  entity: 'reports',
  entity_id: '126',
  record_name: 'Aylık değerlendirme',
  member_id: 259,
  member_name: 'Deniz Ak',
  action: 'approve',
  changes: [
    { field: 'approved_by', before: null, after: 2, after_name: 'Ayla Kaya' },
    { field: 'status', before: 'pending', after: 'approved' },
  ],
};

const column = (field: string) => historyColumns.find((c) => c.field === field)!;

function renderRecord(entry: HistoryRecord) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{column('entity').render!(entry)}</MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('tr'));
});

it('names the record by its kind and name, its member beside it', () => {
  renderRecord(approval);
  expect(screen.getByText('Rapor: Aylık değerlendirme')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Deniz Ak' })).toHaveAttribute('href', '/member-edit/259/history');
});

it('numbers a record that has no name', () => {
  renderRecord({ ...approval, entity: 'measurements', record_name: '', entity_id: '31' });
  expect(screen.getByText('Ölçüm #31')).toBeInTheDocument();
});

it('exports the same words as the screen shows', () => {
  expect(column('entity').csv!(approval)).toBe('Rapor: Aylık değerlendirme');
  expect(column('action').csv!(approval)).toBe('Onay');
  expect(column('changes').csv!(approval)).toBe('Onaylayan: — → Ayla Kaya; Durum: Onay bekliyor → Onaylandı');
  expect(compactHistoryColumns[1]!.csv!(approval)).toBe('Rapor: Aylık değerlendirme Onay');
});

it('names the record and exports in Arabic', async () => {
  await act(() => i18n.changeLanguage('ar'));
  renderRecord(approval);
  expect(screen.getByText('تقرير: Aylık değerlendirme')).toBeInTheDocument();
  expect(column('changes').csv!(approval)).toBe('المعتمِد: — ← Ayla Kaya; الحالة: بانتظار الاعتماد ← معتمد');
});
