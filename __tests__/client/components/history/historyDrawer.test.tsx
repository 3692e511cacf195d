// An edit form's history drawer: shown only with HISTORY_READ; each entry's action, who and when,
// and its fields as the form labels them, before → after (an option by its label, a secret only marked).
import { fireEvent, screen, within } from '@testing-library/react';
import { HistoryButton } from '../../../../src/client/components/history/HistoryDrawer';
import type { HistoryRecord } from '../../../../src/shared/history';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const entry = (overrides: Partial<HistoryRecord>): HistoryRecord => ({
  id: 1,
  created_at: '2026-11-20T09:15:00.000Z',
  user_id: 1,
  user_name: 'Derya Sezer',
  entity: 'members',
  entity_id: '5',
  member_id: 5,
  action: 'update',
  changes: [],
  ...overrides,
});

function open(permissions: string[], rows: HistoryRecord[]) {
  const calls = mockHttp(() => ({
    status: 200,
    data: rows,
    headers: { 'x-total-count': String(rows.length) },
  }));
  renderWithProviders(<HistoryButton entity="members" id="5" />, {
    preloadedState: { session: signedInSession({ permissions }) },
  });
  return calls;
}

it("lists the record's changes with the form's labels, before → after", async () => {
  const calls = open(
    ['HISTORY_READ'],
    [
      entry({
        id: 2,
        changes: [
          { field: 'phone', before: '(532) 555 33 44', after: '(533) 444 22 11' },
          { field: 'status', before: 'active', after: 'passive' },
        ],
      }),
      entry({ id: 1, action: 'resetPassword', changes: [{ field: 'password_hash', changed: true }] }),
    ],
  );
  fireEvent.click(screen.getByRole('button', { name: /Geçmiş/ }));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('Güncelleme')).toBeInTheDocument();
  expect(within(drawer).getByText('(532) 555 33 44')).toBeInTheDocument();
  expect(within(drawer).getByText('(533) 444 22 11')).toBeInTheDocument();
  expect(within(drawer).getByText('Pasif')).toBeInTheDocument();
  expect(within(drawer).getByText('Şifre sıfırlama')).toBeInTheDocument();
  expect(within(drawer).getByText('değiştirildi (gizli)')).toBeInTheDocument();
  expect(within(drawer).getAllByText(/Derya Sezer/)).toHaveLength(2);
  expect([calls[0]!.url, calls[0]!.params]).toEqual([
    'history',
    { entity: 'members', entity_id: '5', start: 0, count: 100, sort: 'id', sort_by: 'DESC' },
  ]);
});

it('is not offered without HISTORY_READ', () => {
  const calls = open(['MEMBERS_READ'], []);
  expect(screen.queryByRole('button', { name: /Geçmiş/ })).toBeNull();
  expect(calls).toHaveLength(0);
});
