// How the member file shows days and times: dd/MM/yyyy (the spec's date form); prices: components/PriceText.
import { businessDay } from '../../../shared/businessDay';

/** Today as yyyy-MM-dd in the business's calendar, the server's (the list's "ends soon" mark, a freeze's start). */
export const todayIso = (): string => businessDay();

/** A stored time as dd/MM/yyyy HH:mm in the browser's zone (the spec's date form, with the time). */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
