// History in the forms' words: a field by its form's label (the server's own columns, such as the
// approver, by the history's), a reference by the name written with it (an older entry's by its id), an option
// by its label — in Turkish and in Arabic, where the arrow points the way the page reads.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { HistoryChanges } from '../../../../src/client/components/history/HistoryChanges';
import '../../../../src/client/features/reports/translations';
import { i18n } from '../../../../src/client/lib/i18n';
import type { FieldChange } from '../../../../src/shared/history';

const approval: FieldChange[] = [
  { field: 'approved_by', before: null, after: 2, after_name: 'Ayla Kaya' },
  { field: 'author_id', after: 1, after_name: 'Admin User' },
  { field: 'member_id', after: 259 },
  { field: 'status', before: 'pending', after: 'approved' },
];

const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage('tr'));
});

it('names the fields, the people and the status as the report form does', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <HistoryChanges entity="reports" changes={approval} />
    </I18nextProvider>,
  );
  expect(lines()).toEqual([
    'Onaylayan: — → Ayla Kaya',
    'Yazan: Admin User',
    // An entry written before names were kept, its member gone: the id is all there is.
    'Üye: 259',
    'Durum: Onay bekliyor → Onaylandı',
  ]);
});

it('says the same in Arabic, the later value on the left', async () => {
  await act(() => i18n.changeLanguage('ar'));
  render(
    <I18nextProvider i18n={i18n}>
      <HistoryChanges entity="reports" changes={approval} />
    </I18nextProvider>,
  );
  expect(lines()).toEqual([
    'المعتمِد: — ← Ayla Kaya',
    'الكاتب: Admin User',
    'العضو: 259',
    'الحالة: بانتظار الاعتماد ← معتمد',
  ]);
});
