// The revenue chart, drawn with recharts in the app's colours and direction (lib/chartTheme: in Arabic time runs
// right to left). Its own chunk (lazyRevenueChart.tsx): recharts loads only with /revenue.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { useChartTheme } from '../../../lib/chartTheme';
import { numberLocale } from '../../../lib/localeNumber';
import { moneyText } from '../../../components/MoneyText';
import type { ChartPoint } from '../revenueRows';

const HEIGHT = 320;
const MARGIN = { top: 8, right: 12, bottom: 8, left: 12 };

export interface RevenueChartProps {
  title: string;
  data: ChartPoint[];
  /** The series' keys in the points, and their names. */
  series: { key: string; name: string }[];
  /** A breakdown stacks its keys in one bar per period; sold and collected stand side by side. */
  stacked: boolean;
}

export default function RevenueChart({ title, data, series, stacked }: RevenueChartProps) {
  const chart = useChartTheme();
  const lang = useTranslation().i18n.language;
  // The axis in short form ("100 B", "100K"): full amounts would crowd a phone-wide chart.
  const short = new Intl.NumberFormat(numberLocale(lang), { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <div role="img" aria-label={title} data-bars={data.length} style={{ width: '100%', height: HEIGHT }}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 600, height: HEIGHT }}>
        <BarChart data={data} margin={MARGIN}>
          <CartesianGrid stroke={chart.grid} strokeDasharray="3 3" />
          <XAxis dataKey="period" {...chart.xAxis} />
          <YAxis {...chart.yAxis} width={56} tickFormatter={(v: number) => short.format(v)} />
          <Tooltip
            {...chart.tooltip}
            cursor={{ fill: chart.grid }}
            formatter={(v) => moneyText(Number(v), lang)}
          />
          <Legend />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId={stacked ? 'revenue' : undefined}
              fill={chart.series[i % chart.series.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
