import { screen, waitFor, within } from '@testing-library/react';
import ReportFormPage from '../../../../src/client/features/reports/ReportFormPage';
import type { Report } from '../../../../src/client/features/reports/types';
import { mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

jest.mock('../../../../src/client/components/RichTextEditor', () => require('../../helpers/richTextStandIn'));

const WRITER = ['REPORTS_SEARCH', 'REPORTS_CREATE', 'REPORTS_READ', 'REPORTS_UPDATE', 'MEMBERS_SEARCH'];

const report = (overrides: Partial<Report> = {}): Report => ({
  id: 4,
  member_id: 7,
  member_name: 'Ayşe Yılmaz',
  type: 'progress',
  title: 'Ekim ilerleme raporu',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  content: '<p>Düzenli</p>',
  status: 'pending',
  author_id: 3,
  author_name: 'Emre Yıldız',
  approved_by: null,
  approved_at: null,
  approver_name: '',
  ...overrides,
});

function open(route: string, handler: Handler, permissions = WRITER) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<ReportFormPage />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route,
    path: route.startsWith('/report-edit') ? '/report-edit/:id' : '/report-add',
  });
  return { ...view, calls };
}

const members = { status: 200, data: [{ id: 7, name: 'Ayşe Yılmaz' }], headers: { 'x-total-count': '1' } };

it('requires title, period and content, refuses a period that ends before it starts, and keeps save off', async () => {
  const { user, calls } = open('/report-add?member_id=7', () => members);
  await user.click(await screen.findByLabelText('Başlık'));
  await user.type(screen.getByLabelText('Dönem başlangıcı'), '10102026');
  await user.type(screen.getByLabelText('Dönem sonu'), '01102026');
  await user.click(screen.getByLabelText('İçerik'));
  await user.click(screen.getByLabelText('Başlık'));
  expect(await screen.findByText('Dönem sonu, dönem başlangıcından önce olamaz.')).toBeInTheDocument();
  // Title and content; the member came from the URL and the type has its default.
  await waitFor(() => expect(screen.getAllByText('Bu alanın doldurulması zorunludur.')).toHaveLength(2));
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeDisabled();
  expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
});

it('shows the approve button only with REPORTS_APPROVE, and approving shows who approved', async () => {
  const handler: Handler = (config) => {
    if (config.url === 'reports/4/_approve')
      return {
        status: 200,
        data: report({
          status: 'approved',
          approved_by: 1,
          approver_name: 'Selim Aydın',
          approved_at: '2026-11-02T09:30:00Z',
        }),
      };
    if (config.url === 'reports/4') return { status: 200, data: report() };
    return members;
  };
  const without = open('/report-edit/4', handler);
  expect(await screen.findByText('Bu rapor onay bekliyor.')).toBeInTheDocument();
  expect(screen.getByText('Yazan: Emre Yıldız')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Onayla/ })).not.toBeInTheDocument();
  without.unmount();

  const { user, calls } = open('/report-edit/4', handler, [...WRITER, 'REPORTS_APPROVE']);
  await user.click(await screen.findByRole('button', { name: /Onayla/ }));
  const confirm = await screen.findByRole('tooltip');
  await user.click(within(confirm).getByRole('button', { name: /Onayla/ }));
  expect(await screen.findByText(/Selim Aydın tarafından 02\/11\/2026/)).toBeInTheDocument();
  await waitFor(() =>
    expect(calls.some((c) => c.url === 'reports/4/_approve' && c.method === 'post')).toBe(true),
  );
  expect(screen.queryByRole('button', { name: /Onayla/ })).not.toBeInTheDocument();
});
