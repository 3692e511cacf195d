// Axis labels: a month as the language writes it short ("Kas 2026"), a week by its Monday (dd/MM).

export function monthLabel(month: string, lang: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar' : lang, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

export const weekLabel = (monday: string): string => `${monday.slice(8, 10)}/${monday.slice(5, 7)}`;
