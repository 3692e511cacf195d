// The charts' theme is shared with the dashboard's charts (src/client/lib/chartTheme.ts).
export { useChartTheme } from '../../../lib/chartTheme';
