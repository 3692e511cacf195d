import type { PostureAnalysisRecord } from '../../../shared/schemas/postureAnalysis';

export type PostureAnalysis = PostureAnalysisRecord;

/** dd/MM/yyyy of a stored ISO timestamp (spec: dates are shown as dd/MM/yyyy). */
export function displayDate(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
