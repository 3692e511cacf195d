import { renderHook } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { formatTick, useChartTheme } from '../../../src/client/lib/chartTheme';

it('shows ISO dates and months on chart axes in the language, never as ISO text', () => {
  expect(formatTick('2026-10-01', 'tr')).toBe('1 Eki');
  expect(formatTick('2026-10-01', 'en')).toBe('Oct 1');
  expect(formatTick('2026-10-01', 'ar')).not.toMatch(/2026|10|01/);
  expect(formatTick('2026-10', 'tr')).toMatch(/^Eki 26$/);
  expect(formatTick('Haftalık', 'tr')).toBe('Haftalık');
});

it("writes numeric ticks in the language's number format, as the figures beside the chart", () => {
  expect(formatTick(81.75, 'tr')).toBe('81,75');
  expect(formatTick(81.75, 'en')).toBe('81.75');
  expect(formatTick(80, 'tr')).toBe('80');
});

it("puts the value axis's labels beside the axis, away from the bars, in either direction", () => {
  // In right to left the axis is on the right, and SVG's `start` is a label's right edge: its labels are anchored
  // by `end` (their left edge at the axis line), or they would be drawn over the bars.
  const axis = (direction: 'ltr' | 'rtl') =>
    renderHook(() => useChartTheme().yAxis, {
      wrapper: ({ children }) => <ConfigProvider direction={direction}>{children}</ConfigProvider>,
    }).result.current;
  expect(axis('rtl')).toMatchObject({ orientation: 'right', tick: { textAnchor: 'end' } });
  expect(axis('ltr').orientation).toBe('left');
  expect(axis('ltr').tick).not.toHaveProperty('textAnchor');
});
