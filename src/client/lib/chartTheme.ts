// Charts follow the app's settings: the colour scheme (antd's tokens, dark or light) and the language's
// direction (in Arabic time runs right to left and the value axis sits on the right).
import { useContext } from 'react';
import { ConfigProvider, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/numberFormat';

/**
 * An axis tick in the language's own date format ('3 Eki', '٣ أكتوبر', 'Oct 3'; months as 'Eki 26'), never the
 * ISO text the data carries; a number in its number format ('81,75' in Turkish, as the figures beside the chart);
 * other ticks as they are.
 */
export function formatTick(value: unknown, lang: string): string {
  if (typeof value === 'number') return formatNumber(value, lang, { maximumFractionDigits: 2 });
  const text = String(value ?? '');
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const month = day ? null : /^(\d{4})-(\d{2})$/.exec(text);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
  }
  if (month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    return new Intl.DateTimeFormat(lang, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(date);
  }
  return text;
}

export function useChartTheme() {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const rtl = direction === 'rtl';
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    rtl,
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    background: token.colorBgElevated,
    palette: [token.colorPrimary, token.colorWarning, token.colorSuccess, token.colorError],
    /** More series than `palette` holds (revenue by payment type): antd's preset colours, readable in both schemes. */
    series: [
      token.colorPrimary,
      token.colorSuccess,
      token.colorWarning,
      token.purple,
      token.cyan,
      token.magenta,
      token.gold,
      token.geekblue,
      token.lime,
      token.volcano,
      token.colorError,
    ],
    marker: token.colorError,
    /** Axis props that follow the direction. */
    // Ticks keep a gap (no label over another on a phone) and show dates the language's way.
    xAxis: {
      reversed: rtl,
      tick: { fill: token.colorTextSecondary },
      stroke: token.colorBorder,
      minTickGap: 16,
      tickFormatter: (value: unknown) => formatTick(value, lang),
    },
    yAxis: {
      orientation: (rtl ? 'right' : 'left') as 'right' | 'left',
      // SVG anchors a label by its direction: right to left, `start` is its right edge. recharts anchors the
      // right-hand axis's labels by `start` (meaning their left edge, by the axis line), which drew Arabic labels
      // leftwards over the bars; `end` is a right-to-left label's left edge.
      tick: { fill: token.colorTextSecondary, ...(rtl ? { textAnchor: 'end' as const } : {}) },
      stroke: token.colorBorder,
      tickFormatter: (value: unknown) => formatTick(value, lang),
    },
    tooltip: {
      contentStyle: {
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorder}`,
        color: token.colorText,
        direction,
      },
      labelStyle: { color: token.colorText },
    },
  };
}
