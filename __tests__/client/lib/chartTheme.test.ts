import { formatTick } from '../../../src/client/lib/chartTheme';

it('shows ISO dates and months on chart axes in the language, never as ISO text', () => {
  expect(formatTick('2026-10-01', 'tr')).toBe('1 Eki');
  expect(formatTick('2026-10-01', 'en')).toBe('Oct 1');
  expect(formatTick('2026-10-01', 'ar')).not.toMatch(/2026|10|01/);
  expect(formatTick('2026-10', 'tr')).toMatch(/^Eki 26$/);
  expect(formatTick('Haftalık', 'tr')).toBe('Haftalık');
});
