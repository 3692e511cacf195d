// A figure shown as the language writes it (tr 11,7; en and ar 11.7), without group separators; a number kept
// as canonical text ('11.7') is read first, other text shows as it is, nothing as nothing.
import { useTranslation } from 'react-i18next';
import { formatNumber, readCanonical } from '../lib/localeNumber';

export function NumberText({ value }: { value: number | string | null | undefined }) {
  const { i18n } = useTranslation();
  const n = readCanonical(value);
  if (n === null) return null;
  return <>{Number.isNaN(n) ? String(value) : formatNumber(n, i18n.language)}</>;
}
