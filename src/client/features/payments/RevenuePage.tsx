// /revenue (REVENUE_READ): what the gym sold (packages' prices by their sale) and collected (payments less voids)
// per month, week or day, as a chart (recharts, loaded with the screen) and a table, broken down by method, branch
// or product when asked, with the totals and a CSV. The period and breakdown live in the address.
import './translations';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Segmented, Select, Skeleton, Table, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { businessDay, isIsoDay } from '../../../shared/businessDay';
import { lastMonths } from '../../../shared/dashboard';
import { useCan } from '../../components/Can';
import { downloadCsv, toCsv } from '../../components/csv';
import { ForbiddenCard } from '../../components/EntityList';
import { MoneyText } from '../../components/MoneyText';
import { formatTick } from '../../lib/chartTheme';
import { usePageTitle } from '../../shell/usePageTitle';
import { RevenueChart } from './charts/lazyRevenueChart';
import { DayInput } from '../../components/DayInput';
import { chartData, keyLabel, totalsByKey, type RevenueMeasure } from './revenueRows';
import {
  REVENUE_BREAKDOWNS,
  REVENUE_GROUPS,
  type RevenueBreakdown,
  type RevenueGroup,
  type RevenueRow,
} from './types';
import { useRevenue } from './useRevenue';

/** The month first: what the report is mostly read by. */
const GROUP_CHOICES: readonly RevenueGroup[] = ['month', 'week', 'day'];

type KeyTotal = ReturnType<typeof totalsByKey>[number];

/** The last twelve months, this one included. */
const defaultFrom = (today: string) => `${lastMonths(today, 12)[0]}-01`;

const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | undefined =>
  options.find((option) => option === value);

export default function RevenuePage() {
  const { t, i18n } = useTranslation();
  usePageTitle('navigation.revenue');
  const canRead = useCan('REVENUE_READ');
  const [search, setSearch] = useSearchParams();
  const today = businessDay();
  const day = (name: string, fallback: string) => {
    const value = search.get(name) ?? '';
    return isIsoDay(value) ? value : fallback;
  };
  const from = day('from', defaultFrom(today));
  const to = day('to', today);
  const group: RevenueGroup = oneOf(search.get('group'), REVENUE_GROUPS) ?? 'month';
  const by = oneOf(search.get('by'), REVENUE_BREAKDOWNS);
  const [measure, setMeasure] = useState<RevenueMeasure>('collected');
  const revenue = useRevenue({ from, to, group, ...(by ? { by } : {}) }, canRead);

  const labelOf = useMemo(() => (row: RevenueRow) => keyLabel(row, by, t), [by, t]);
  const chart = useMemo(
    () => chartData(revenue.rows ?? [], measure, labelOf, by !== undefined),
    [revenue.rows, measure, labelOf, by],
  );
  const totals = useMemo(() => totalsByKey(revenue.rows ?? [], labelOf), [revenue.rows, labelOf]);
  if (!canRead) return <ForbiddenCard title={t('navigation.revenue')} />;

  const set = (name: string, value?: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const lang = i18n.language;
  const periodText = (period: string) => formatTick(period, lang);
  const rows = [...(revenue.rows ?? [])].sort((a, b) => a.period.localeCompare(b.period));

  const exportCsv = () => {
    const head = [
      t('payments.screen.revenue.period'),
      ...(by ? [t(`payments.screen.revenue.by_options.${by}`)] : []),
      t('payments.screen.revenue.measure.sold'),
      t('payments.screen.revenue.measure.collected'),
    ];
    downloadCsv(
      `revenue-${from}-${to}.csv`,
      toCsv(
        head,
        rows.map((row) => [row.period, ...(by ? [labelOf(row)] : []), row.sold, row.collected]),
      ),
    );
  };

  const title = t('navigation.revenue');
  const chartTitle = t(`payments.screen.revenue.chart.${group}`);
  const series = chart.series.map((s) => ({
    key: s.key,
    name: by ? s.name : t(`payments.screen.revenue.measure.${s.name}`),
  }));

  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{title}</span>}
      extra={
        <Button icon={<DownloadOutlined />} disabled={rows.length === 0} onClick={exportCsv}>
          {t('components.actions.export_csv')}
        </Button>
      }
    >
      <Flex vertical gap="large">
        <Form layout="inline" component="div" role="search" className="entity-list-search">
          <Form.Item label={t('payments.fields.from')} htmlFor="revenue-from">
            <DayInput id="revenue-from" value={from} allowClear={false} onChange={(v) => set('from', v)} />
          </Form.Item>
          <Form.Item label={t('payments.fields.to')} htmlFor="revenue-to">
            <DayInput id="revenue-to" value={to} allowClear={false} onChange={(v) => set('to', v)} />
          </Form.Item>
          <Form.Item label={t('payments.screen.revenue.group')} htmlFor="revenue-group">
            <Select
              id="revenue-group"
              value={group}
              style={{ minWidth: 120 }}
              options={GROUP_CHOICES.map((value) => ({
                value,
                label: t(`payments.screen.revenue.groups.${value}`),
              }))}
              onChange={(value) => set('group', value === 'month' ? undefined : value)}
            />
          </Form.Item>
          <Form.Item label={t('payments.screen.revenue.by')} htmlFor="revenue-by">
            <Select
              id="revenue-by"
              value={by ?? ''}
              style={{ minWidth: 140 }}
              options={[
                { value: '', label: t('payments.screen.revenue.by_options.none') },
                ...REVENUE_BREAKDOWNS.map((value) => ({
                  value,
                  label: t(`payments.screen.revenue.by_options.${value}`),
                })),
              ]}
              onChange={(value: RevenueBreakdown | '') => set('by', value || undefined)}
            />
          </Form.Item>
        </Form>
        {revenue.error ? (
          <Alert
            type="warning"
            showIcon
            title={t('payments.screen.revenue.error_title')}
            description={revenue.error}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={revenue.reload}>
                {t('payments.screen.retry')}
              </Button>
            }
          />
        ) : revenue.rows === null ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : rows.length === 0 ? (
          <Empty description={t('payments.screen.revenue.empty')} />
        ) : (
          <>
            {by && (
              <Segmented<RevenueMeasure>
                value={measure}
                onChange={setMeasure}
                options={(['collected', 'sold'] as const).map((value) => ({
                  value,
                  label: t(`payments.screen.revenue.measure.${value}`),
                }))}
              />
            )}
            <RevenueChart title={chartTitle} data={chart.data} series={series} stacked={by !== undefined} />
            <Typography.Title level={5}>{t('payments.screen.revenue.totals')}</Typography.Title>
            <Table<KeyTotal>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={totals}
              scroll={{ x: true }}
              columns={[
                ...(by
                  ? [{ key: 'key', title: t(`payments.screen.revenue.by_options.${by}`), dataIndex: 'key' }]
                  : []),
                {
                  key: 'sold',
                  title: t('payments.screen.revenue.measure.sold'),
                  align: 'end' as const,
                  render: (_: unknown, row: KeyTotal) => <MoneyText lira={row.sold} />,
                },
                {
                  key: 'collected',
                  title: t('payments.screen.revenue.measure.collected'),
                  align: 'end' as const,
                  render: (_: unknown, row: KeyTotal) => <MoneyText lira={row.collected} />,
                },
              ]}
            />
            <Typography.Title level={5}>{t('payments.screen.revenue.per_period')}</Typography.Title>
            <Table<RevenueRow>
              size="small"
              rowKey={(row) => `${row.period}:${String(row.key ?? '')}`}
              pagination={false}
              dataSource={rows}
              scroll={{ x: true }}
              columns={[
                {
                  key: 'period',
                  title: t('payments.screen.revenue.period'),
                  render: (_, row) => periodText(row.period),
                },
                ...(by
                  ? [
                      {
                        key: 'key',
                        title: t(`payments.screen.revenue.by_options.${by}`),
                        render: (_: unknown, row: RevenueRow) => labelOf(row),
                      },
                    ]
                  : []),
                {
                  key: 'sold',
                  title: t('payments.screen.revenue.measure.sold'),
                  align: 'end',
                  render: (_, row) => <MoneyText lira={row.sold} />,
                },
                {
                  key: 'collected',
                  title: t('payments.screen.revenue.measure.collected'),
                  align: 'end',
                  render: (_, row) => <MoneyText lira={row.collected} />,
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
