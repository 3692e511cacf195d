// Values over time as lines (weight, body fat, waist; a workout's volume), drawn with recharts in the app's
// colours and direction. In its own chunk: only the screens that draw charts load recharts.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartTheme } from './useChartTheme';

export interface TrendLine {
  key: string;
  label: string;
}

export interface TrendChartProps {
  data: readonly Record<string, unknown>[];
  xKey: string;
  lines: readonly TrendLine[];
  height?: number;
  /** What the chart shows, for screen readers and tests. */
  label: string;
}

export default function TrendChart({ data, xKey, lines, height = 240, label }: TrendChartProps) {
  const chart = useChartTheme();
  return (
    <div role="img" aria-label={label} data-points={data.length} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
        <LineChart data={[...data]} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
          <CartesianGrid stroke={chart.grid} strokeDasharray="3 3" />
          <XAxis dataKey={xKey} {...chart.xAxis} />
          <YAxis {...chart.yAxis} domain={['auto', 'auto']} width={48} />
          <Tooltip {...chart.tooltip} />
          <Legend />
          {lines.map((line, i) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.label}
              stroke={chart.palette[i % chart.palette.length]}
              dot={data.length < 40}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
