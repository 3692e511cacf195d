// Numbers as each language writes them (tr 50,3; en and ar 50.3), learned from Intl.NumberFormat for the
// language's locale, never hard-coded. Shared so the SPA's screens and the server's PDF print one figure the
// same way; reading typed numbers stays with the SPA's inputs (client/lib/localeNumber.ts).
import { DEFAULT_LANGUAGE } from '../../i18n';

/** The Intl locale of a UI language (the business is in Turkey: its region's conventions for en and ar). */
const LOCALES: Record<string, string> = { tr: 'tr-TR', en: 'en-TR', ar: 'ar-TR' };
export const numberLocale = (lang: string): string => LOCALES[lang] ?? LOCALES[DEFAULT_LANGUAGE];

export interface FormatOptions {
  /** Group separators (1.250,5); inputs leave them out so what is shown reads back the same. */
  grouping?: boolean;
  maximumFractionDigits?: number;
}

/** A number as `lang` writes it, every decimal kept by default; '' for null, undefined or NaN. */
export function formatNumber(
  value: number | null | undefined,
  lang: string,
  { grouping = false, maximumFractionDigits = 20 }: FormatOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(numberLocale(lang), grouping, maximumFractionDigits).format(value);
}

/** One formatter per locale and options: a list draws a number in every row, and making one costs tens of microseconds. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, grouping: boolean, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${grouping}|${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: grouping, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}
