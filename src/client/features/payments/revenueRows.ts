// The revenue answer shaped for its screen: a name for each breakdown key, one chart point per period (the sum,
// or each key's share of the chosen measure), the totals per key, and the CSV. Sums are kept in whole kuruş, as
// the server adds them: a column of lira adds up to the kuruş.
import type { TFunction } from 'i18next';
import { toLira } from '../../../shared/money/amount';
import { kurusOf } from '../../components/MoneyText';
import type { RevenueBreakdown, RevenueRow } from './types';

export type RevenueMeasure = 'collected' | 'sold';

/**
 * The name of a row's key: a method in words, a branch or product by the name answered (or as it is). A row
 * without a key is the sales when broken down by method (a sale has no method), else what has no branch or product.
 */
export function keyLabel(row: RevenueRow, by: RevenueBreakdown | undefined, t: TFunction): string {
  if (!by) return '';
  const key = row.key;
  if (key === undefined || key === null || key === '') return t(`payments.screen.revenue.no_key.${by}`);
  if (by === 'method') return t(`payments.options.method.${key}`);
  return row.label || String(key);
}

export interface ChartPoint {
  period: string;
  [series: string]: string | number;
}

/**
 * One point per period, oldest first: `sold` and `collected` summed when nothing breaks it down, else the chosen
 * measure per key. Series are keyed s0, s1… (a branch's name may hold a dot, which recharts reads as a path) and
 * named by the key's name, or 'sold' / 'collected' for the screen to translate.
 */
export function chartData(
  rows: readonly RevenueRow[],
  measure: RevenueMeasure,
  labelOf: (row: RevenueRow) => string,
  broken: boolean,
): { data: ChartPoint[]; series: { key: string; name: string }[] } {
  const periods = [...new Set(rows.map((r) => r.period))].sort();
  const names = broken ? [...new Set(rows.map(labelOf))] : ['sold', 'collected'];
  const series = names.map((name, i) => ({ key: broken ? `s${i}` : name, name }));
  const keyOf = new Map(series.map((s) => [s.name, s.key]));
  const sums = new Map<string, Map<string, number>>(periods.map((p) => [p, new Map()]));
  const add = (period: string, name: string, lira: number) => {
    const sum = sums.get(period)!;
    const key = keyOf.get(name)!;
    sum.set(key, (sum.get(key) ?? 0) + kurusOf(lira));
  };
  for (const row of rows) {
    if (broken) add(row.period, labelOf(row), row[measure]);
    else {
      add(row.period, 'sold', row.sold);
      add(row.period, 'collected', row.collected);
    }
  }
  const data = periods.map((period) => {
    const point: ChartPoint = { period };
    for (const { key } of series) point[key] = toLira(sums.get(period)!.get(key) ?? 0);
    return point;
  });
  return { data, series };
}

/** Sold and collected in all, per key (one line, '', when nothing breaks it down), in the order first met. */
export function totalsByKey(
  rows: readonly RevenueRow[],
  labelOf: (row: RevenueRow) => string,
): { key: string; sold: number; collected: number }[] {
  const totals = new Map<string, { sold: number; collected: number }>();
  for (const row of rows) {
    const key = labelOf(row);
    const sum = totals.get(key) ?? { sold: 0, collected: 0 };
    sum.sold += kurusOf(row.sold);
    sum.collected += kurusOf(row.collected);
    totals.set(key, sum);
  }
  return [...totals].map(([key, sum]) => ({ key, sold: toLira(sum.sold), collected: toLira(sum.collected) }));
}
