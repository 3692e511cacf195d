// How screens show a stored time: dd/MM/yyyy HH:mm, the spec's date form with the time, the same in every
// language (a left-to-right run: wrap it in <bdi dir="ltr"> inside right-to-left text).

/** A stored time as dd/MM/yyyy HH:mm in the browser's zone (the spec's date form, with the time). */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
