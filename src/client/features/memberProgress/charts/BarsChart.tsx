// Counts per category as bars (workouts per week; a histogram's bins), optionally with one value marked (the
// member's own value on a histogram). Own chunk with the other charts.
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useChartTheme } from './useChartTheme';

export interface BarsChartProps {
  data: readonly { label: string; value: number }[];
  valueLabel: string;
  /** The bar label to mark, and the text beside the mark. */
  marked?: { label: string; text: string } | null;
  height?: number;
  label: string;
}

export default function BarsChart({ data, valueLabel, marked, height = 240, label }: BarsChartProps) {
  const chart = useChartTheme();
  return (
    <div role="img" aria-label={label} data-bars={data.length} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
        <BarChart data={[...data]} margin={{ top: 16, right: 16, bottom: 8, left: 16 }}>
          <CartesianGrid stroke={chart.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...chart.xAxis} />
          <YAxis {...chart.yAxis} allowDecimals={false} width={40} />
          <Tooltip {...chart.tooltip} cursor={{ fill: chart.grid }} />
          <Bar dataKey="value" name={valueLabel} fill={chart.palette[0]} isAnimationActive={false} />
          {marked && (
            <ReferenceLine
              x={marked.label}
              stroke={chart.marker}
              strokeWidth={2}
              label={{ value: marked.text, fill: chart.marker, position: 'top' }}
            />
          )}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
