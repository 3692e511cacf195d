// The dashboard's four charts, drawn with recharts in the app's colours and direction (lib/chartTheme). This
// module is its own chunk (lazyCharts.tsx): recharts loads only on /dashboard, never with /login.
import type { ReactElement, ReactNode } from 'react';
import { Card, Col, Row } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer } from '../../../../shared/dashboard';
import { useChartTheme } from '../../../lib/chartTheme';
import { formatPrice, numberLocale } from '../../../lib/localeNumber';
import { monthLabel, weekLabel } from './labels';

const HEIGHT = 260;
const MARGIN = { top: 8, right: 12, bottom: 8, left: 12 };

function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Col xs={24} xl={12}>
      <Card size="small" title={title} data-chart={id}>
        <div role="img" aria-label={title} style={{ width: '100%', height: HEIGHT }}>
          <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 500, height: HEIGHT }}>
            {children as ReactElement}
          </ResponsiveContainer>
        </div>
      </Card>
    </Col>
  );
}

export default function DashboardCharts({ charts }: { charts: DashboardAnswer['charts'] }) {
  const { t, i18n } = useTranslation();
  const chart = useChartTheme();
  const lang = i18n.language;
  const title = (key: string) => t(`dashboard.screen.charts.${key}`);
  // The axis in short form ("100 B", "100K"): full amounts would crowd a phone-wide chart.
  const short = new Intl.NumberFormat(numberLocale(lang), { notation: 'compact', maximumFractionDigits: 1 });

  const cards: ReactNode[] = [];
  if (charts.membersJoined) {
    const data = charts.membersJoined.map((m) => ({ label: monthLabel(m.month, lang), value: m.count }));
    cards.push(
      <ChartCard key="joined" id="members_joined" title={title('members_joined')}>
        <BarChart data={data} margin={MARGIN}>
          <CartesianGrid stroke={chart.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...chart.xAxis} />
          <YAxis {...chart.yAxis} allowDecimals={false} width={40} />
          <Tooltip {...chart.tooltip} cursor={{ fill: chart.grid }} />
          <Bar dataKey="value" name={title('members')} fill={chart.palette[0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>,
    );
  }
  if (charts.revenue) {
    // One row per month (the last 12, from the joined chart's months when present), one stacked bar per type.
    const types = [...new Set(charts.revenue.map((r) => r.payment_type))];
    const months = charts.membersJoined?.map((m) => m.month) ?? [
      ...new Set(charts.revenue.map((r) => r.month)),
    ];
    const data = months.map((month) => {
      const row: Record<string, string | number> = { label: monthLabel(month, lang) };
      for (const r of charts.revenue!) if (r.month === month) row[r.payment_type] = r.total;
      return row;
    });
    cards.push(
      <ChartCard key="revenue" id="revenue" title={title('revenue')}>
        <BarChart data={data} margin={MARGIN}>
          <CartesianGrid stroke={chart.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...chart.xAxis} />
          <YAxis {...chart.yAxis} width={48} tickFormatter={(v: number) => short.format(v)} />
          <Tooltip
            {...chart.tooltip}
            cursor={{ fill: chart.grid }}
            formatter={(v) => formatPrice(Number(v), lang, { maximumFractionDigits: 0 })}
          />
          <Legend />
          {types.map((type, i) => (
            <Bar
              key={type}
              dataKey={type}
              stackId="revenue"
              name={t(`memberPackages.options.payment_type.${type}`)}
              fill={chart.series[i % chart.series.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartCard>,
    );
  }
  if (charts.membersPerBranch) {
    const data = charts.membersPerBranch.map((b) => ({
      name: b.name || title('no_branch'),
      value: b.count,
    }));
    cards.push(
      <ChartCard key="branches" id="members_per_branch" title={title('members_per_branch')}>
        <PieChart>
          <Tooltip {...chart.tooltip} />
          <Legend />
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            isAnimationActive={false}
          >
            {data.map((entry, i) => (
              <Cell key={entry.name} fill={chart.series[i % chart.series.length]} stroke={chart.background} />
            ))}
          </Pie>
        </PieChart>
      </ChartCard>,
    );
  }
  if (charts.measurementsPerWeek) {
    const data = charts.measurementsPerWeek.map((w) => ({ label: weekLabel(w.week), value: w.count }));
    cards.push(
      <ChartCard key="measurements" id="measurements_per_week" title={title('measurements_per_week')}>
        <LineChart data={data} margin={MARGIN}>
          <CartesianGrid stroke={chart.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...chart.xAxis} />
          <YAxis {...chart.yAxis} allowDecimals={false} width={40} />
          <Tooltip {...chart.tooltip} />
          <Line
            type="monotone"
            dataKey="value"
            name={title('measurements')}
            stroke={chart.palette[2]}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>,
    );
  }
  return <Row gutter={[16, 16]}>{cards}</Row>;
}
