// Numbers as each language writes them: the decimal and group separators, minus sign and digits are learned
// from Intl.NumberFormat for the language's locale, never hard-coded. Pure functions (no React).
//
// Reading rules (what a number input accepts), e.g. Turkish (decimal ',', group '.'):
// - the locale's decimal separator: tr '70,5', en '70.5', ar '70.5' (ICU's Arabic uses Latin digits and '.');
// - Arabic-Indic (٠-٩) and Persian (۰-۹) digits and the Arabic separators '٫' (decimal) and '٬' (group), in
//   every language: `٧٠٫٥` is 70.5;
// - the locale's group separator only in whole groups of three before the decimal separator: tr '1.250,5'
//   is 1250.5, '1.250' is 1250, but '12.50,5' is refused;
// - a single '.' or ',' that cannot be a group separator (not followed by exactly three digits) is read as the
//   decimal point, whichever the locale's is: tr '70.5' is 70.5 (a phone keypad of another region only offers
//   '.'), en '70,5' is 70.5. With exactly three digits after it the locale decides: tr '1.250' is 1250,
//   en '1.250' is 1.25. Inputs show values without grouping, so a shown value never turns into such a case;
// - a leading minus ('-', '−' or the locale's), spaces and bidi marks around the number;
// - anything else is refused, never guessed: '70,5,1', '7a', '1,2.3' (tr), '--1', '1e3'. Empty reads as null.
import { numberLocale } from '../../shared/numberFormat';

// Showing numbers is shared with the server's PDF; screens import it from here with the reading rules.
export { formatNumber, numberLocale, type FormatOptions } from '../../shared/numberFormat';

export interface NumberSymbols {
  decimal: string;
  group: string;
  minus: string;
  /** The locale's digits 0–9. */
  digits: string[];
}

const symbolCache = new Map<string, NumberSymbols>();

export function numberSymbols(lang: string): NumberSymbols {
  const locale = numberLocale(lang);
  const cached = symbolCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(-12345.6);
  const part = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const symbols: NumberSymbols = {
    decimal: part('decimal', '.'),
    group: part('group', ','),
    minus: part('minusSign', '-'),
    digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
  };
  symbolCache.set(locale, symbols);
  return symbols;
}

/** Marks and spaces around or inside a typed number that carry no meaning (LRM, RLM, ALM, isolates, NBSP). */
const IGNORED = /[\s\u00a0\u202f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const ARABIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06f0-\u06f9]/g;
const DEC = 'D';
const GRP = 'G';

export type ParsedNumber = { ok: true; value: number | null } | { ok: false };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as 0–9 (a number typed on an Arabic keyboard), the rest as is. */
export function latinDigits(text: string): string {
  return text
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Reads what a user of `lang` typed; `{ ok: false }` when it is not a number (see the rules above). */
export function parseNumber(text: string, lang: string): ParsedNumber {
  const sym = numberSymbols(lang);
  let s = text.replace(IGNORED, '');
  if (s === '') return { ok: true, value: null };
  s = latinDigits(s);
  sym.digits.forEach((digit, n) => {
    if (digit !== String(n)) s = s.split(digit).join(String(n));
  });
  let negative = false;
  const minus = [sym.minus, '-', '\u2212'].find((m) => m !== '' && s.startsWith(m));
  if (minus) {
    negative = true;
    s = s.slice(minus.length);
  }
  // Separators to tokens: the locale's own first, then the Arabic ones; '.' and ',' left over (a locale whose
  // separators are not ASCII) count as decimal and group.
  s = s
    .replace(new RegExp(escape(sym.decimal), 'g'), DEC)
    .replace(new RegExp(escape(sym.group), 'g'), GRP)
    .replace(/\u066b/g, DEC)
    .replace(/\u066c/g, GRP)
    .replace(/\./g, DEC)
    .replace(/,/g, GRP);
  if (!/^[0-9DG]+$/.test(s)) return { ok: false };
  // Which of '.' and ',' is the locale's group separator (for the lone-separator rule).
  const groupIsPoint = sym.group === '.' || sym.group === ',';
  const decimals = s.split(DEC).length - 1;
  let whole: string;
  let fraction = '';
  if (decimals > 1) return { ok: false };
  if (decimals === 1) {
    [whole, fraction] = s.split(DEC) as [string, string];
    if (fraction.includes(GRP)) return { ok: false };
  } else {
    whole = s;
    const groups = s.split(GRP).length - 1;
    // A lone group separator that cannot be one is the decimal point ('70.5' in Turkish).
    if (groups === 1 && groupIsPoint && !/G\d{3}$/.test(s)) {
      [whole, fraction] = s.split(GRP) as [string, string];
    }
  }
  if (whole.includes(GRP)) {
    if (!/^\d{1,3}(G\d{3})+$/.test(whole)) return { ok: false };
    whole = whole.replace(/G/g, '');
  }
  if (whole === '' && fraction === '') return { ok: false };
  const value = Number(`${negative ? '-' : ''}${whole || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/**
 * A price in Turkish lira as `lang` writes it (tr '₺1.250,50', en '₺1,250.50', ar '1,250.50 ₺'). The narrow
 * symbol: English and Arabic would otherwise print 'TRY'. A number held as text ('2400') is read first; other
 * text (a price typed as '2.400 TL/ay') is returned as typed, '' for nothing.
 */
export function formatPrice(
  value: number | string | null | undefined,
  lang: string,
  { maximumFractionDigits }: { maximumFractionDigits?: number } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : readCanonical(value.trim());
  if (amount === null || !Number.isFinite(amount)) return String(value);
  return new Intl.NumberFormat(numberLocale(lang), {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    ...(maximumFractionDigits === undefined ? {} : { minimumFractionDigits: 0, maximumFractionDigits }),
  }).format(amount);
}

// Form fields that hold numbers as text keep them canonical: '' (nothing), '-70.5' (a number as JavaScript and
// yup read it), or the typed text itself when it cannot be read, so validation can refuse it.
const CANONICAL = /^-?\d+(\.\d+)?$/;

/** A field's value → number: null for nothing, NaN for text that is not a canonical number. */
export function readCanonical(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  return typeof value === 'string' && CANONICAL.test(value) ? Number(value) : NaN;
}

const plainDecimal = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/** What a text field holds for a read number (`value`), or the typed `text` when it was not readable (NaN). */
export const canonicalText = (value: number | null, text: string): string =>
  value === null ? '' : Number.isNaN(value) ? text : plainDecimal.format(value);
