// The revenue report: a chart of sold and collected per period (recharts, drawn once its chunk arrives), the same
// figures in a table with their totals added to the kuruş, a breakdown by method named in words, the period and
// breakdown asked of the server from the address, a CSV of the rows, and a server that does not answer the report
// yet shown as an error; in Arabic the months and amounts are written the Arabic way.
import { screen, waitFor, within } from '@testing-library/react';
import RevenuePage from '../../../../src/client/features/payments/RevenuePage';
import { makeStore } from '../../../../src/client/store';
import { initialSettingsState } from '../../../../src/client/store/settings';
import { DEFAULT_SETTINGS } from '../../../../src/client/store/settingsModel';
import { chartData } from '../../../../src/client/features/payments/revenueRows';
import type { RevenueRow } from '../../../../src/client/features/payments/types';
import { apiError, mockHttp, type Handler } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const months: RevenueRow[] = [
  { period: '2026-09', sold: 12000, collected: 8000.1 },
  { period: '2026-10', sold: 9000, collected: 9500.2 },
  { period: '2026-11', sold: 15000, collected: 7000.3 },
];
const byMethod: RevenueRow[] = [
  { period: '2026-10', key: 'cash', sold: 0, collected: 6000 },
  { period: '2026-10', key: 'credit_card', sold: 0, collected: 3500.2 },
  { period: '2026-11', key: 'cash', sold: 0, collected: 7000.3 },
];

// The chart loads on first use; on a cold transform cache recharts alone takes seconds, more than a query's wait.
beforeAll(async () => {
  await import('../../../../src/client/features/payments/charts/RevenueChart');
});

// jsdom lays nothing out: give elements a size so recharts' responsive container draws.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 320,
    top: 0,
    left: 0,
    right: 600,
    bottom: 320,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  for (const prop of ['clientWidth', 'offsetWidth'] as const)
    jest.spyOn(HTMLElement.prototype, prop, 'get').mockReturnValue(600);
  for (const prop of ['clientHeight', 'offsetHeight'] as const)
    jest.spyOn(HTMLElement.prototype, prop, 'get').mockReturnValue(320);
});
afterEach(() => jest.restoreAllMocks());

function open(route: string, handler: Handler, permissions = ['REVENUE_READ']) {
  const calls = mockHttp(handler);
  const view = renderWithProviders(<RevenuePage />, {
    preloadedState: { session: signedInSession({ permissions }) },
    route,
  });
  return { ...view, calls };
}

it('sums a breakdown per period in kuruş, one series per key', () => {
  const { data, series } = chartData(byMethod, 'collected', (row) => String(row.key), true);
  expect(series).toEqual([
    { key: 's0', name: 'cash' },
    { key: 's1', name: 'credit_card' },
  ]);
  expect(data).toEqual([
    { period: '2026-10', s0: 6000, s1: 3500.2 },
    { period: '2026-11', s0: 7000.3, s1: 0 },
  ]);
});

it('draws the months and lists them with their totals', async () => {
  const { calls } = open('/revenue?from=2026-09-01&to=2026-11-30', () => ({
    status: 200,
    data: { rows: months },
  }));
  // The page passes through its table (the answer) before its chart (the lazy chunk's Suspense, then recharts):
  // each step is waited for on its own, so a busy machine's first render of the file does not exhaust one wait.
  await screen.findByText('₺24.500,60');
  const chart = await screen.findByRole('img', { name: 'Aylara göre gelir' });
  expect(chart).toHaveAttribute('data-bars', '3');
  await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
  expect(calls[0]?.url).toBe('revenue');
  expect(calls[0]?.params).toEqual({ from: '2026-09-01', to: '2026-11-30', group: 'month' });
  // 8,000.10 + 9,500.20 + 7,000.30 to the kuruş.
  expect(screen.getByText('₺24.500,60')).toBeInTheDocument();
  expect(screen.getByText('₺36.000,00')).toBeInTheDocument();
  expect(screen.getByText('₺9.500,20')).toBeInTheDocument();
});

it('breaks the revenue down by method, named in words', async () => {
  // The sales have no method: they come on a row without a key.
  const sales: RevenueRow = { period: '2026-10', key: null, sold: 12000, collected: 0 };
  const { calls } = open('/revenue?from=2026-10-01&to=2026-11-30&by=method', () => ({
    status: 200,
    data: { rows: [...byMethod, sales] },
  }));
  const chart = await screen.findByRole('img', { name: 'Aylara göre gelir' });
  expect(chart).toHaveAttribute('data-bars', '2');
  expect(calls[0]?.params).toEqual({ from: '2026-10-01', to: '2026-11-30', group: 'month', by: 'method' });
  const totals = screen.getAllByRole('table')[0]!;
  expect(within(totals).getByText('Nakit').closest('tr')).toHaveTextContent('₺13.000,30');
  expect(within(totals).getByText('Kredi kartı').closest('tr')).toHaveTextContent('₺3.500,20');
  expect(within(totals).getByText('Satışlar (ödeme şekli yok)').closest('tr')).toHaveTextContent(
    '₺12.000,00',
  );
});

it('exports the rows as CSV', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  let csv: Blob | undefined;
  (URL.createObjectURL as jest.Mock).mockImplementation((blob: Blob) => {
    csv = blob;
    return 'blob:csv';
  });
  const { user } = open('/revenue?from=2026-09-01&to=2026-11-30', () => ({
    status: 200,
    data: { rows: months },
  }));
  await screen.findByRole('img', { name: 'Aylara göre gelir' });
  await user.click(screen.getByRole('button', { name: /CSV/ }));
  expect(click).toHaveBeenCalledTimes(1);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(csv!);
  });
  expect(text).toContain('Dönem,Satılan,Tahsil edilen\r\n2026-09,12000,8000.1\r\n2026-10,9000,9500.2');
});

it('shows a server that does not answer the report as an error, and needs REVENUE_READ', async () => {
  const { unmount } = open('/revenue', () => ({
    status: 404,
    data: apiError('not_found', 'Kayıt bulunamadı.'),
  }));
  expect(await screen.findByText('Gelir raporu alınamadı.')).toBeInTheDocument();
  expect(screen.getByText('Kayıt bulunamadı.')).toBeInTheDocument();
  unmount();
  const { calls } = open('/revenue', () => ({ status: 200, data: { rows: months } }), ['PAYMENTS_SEARCH']);
  expect(await screen.findByText('Bu sayfayı görme yetkiniz yok.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('names the months and the measures the Arabic way, in a right-to-left page', async () => {
  mockHttp(() => ({ status: 200, data: { rows: months } }));
  const settings = { ...initialSettingsState, values: { ...DEFAULT_SETTINGS, language: 'ar' as const } };
  const store = makeStore({ session: signedInSession({ permissions: ['REVENUE_READ'] }), settings });
  renderWithProviders(<RevenuePage />, { store, route: '/revenue?from=2026-09-01&to=2026-11-30' });
  // The chart's axis follows the page's direction (lib/chartTheme, tested there).
  const chart = await screen.findByRole('img', { name: 'الإيرادات حسب الشهر' });
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  await waitFor(() => expect(within(chart).getByText('المحصَّل')).toBeInTheDocument());
  expect(chart.querySelector('.recharts-xAxis-tick-labels')?.textContent).not.toMatch(/2026-\d\d/);
  // Periods in the table as Arabic names them, amounts as Arabic writes lira.
  const perPeriod = screen.getAllByRole('table').at(-1)!;
  expect(within(perPeriod).queryByText('2026-09')).toBeNull();
  expect(perPeriod).toHaveTextContent(/9,500\.20\s*₺/);
});
