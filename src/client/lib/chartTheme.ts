// Charts follow the app's settings: the colour scheme (antd's tokens, dark or light) and the language's
// direction (in Arabic time runs right to left and the value axis sits on the right).
import { useContext } from 'react';
import { ConfigProvider, theme } from 'antd';

export function useChartTheme() {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const rtl = direction === 'rtl';
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
    xAxis: { reversed: rtl, tick: { fill: token.colorTextSecondary }, stroke: token.colorBorder },
    yAxis: {
      orientation: (rtl ? 'right' : 'left') as 'right' | 'left',
      tick: { fill: token.colorTextSecondary },
      stroke: token.colorBorder,
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
