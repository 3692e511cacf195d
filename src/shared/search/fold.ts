// The one search rule of the registry, shared by the server (query side; the stored side is the same
// mapping written as SQL in server/db/search/sql.ts) and anyone who needs to predict a match.
// Text: Turkish letters fold to their plain Latin letter (ç→c, ğ→g, ı/İ/I→i, ö→o, ş→s, ü→u, â→a, î→i, û→u)
// and ASCII letters to lower case, so `ayse`, `AYŞE` and `Ayşe` are one word and `ılgaz`/`Ilgaz`/`ILGAZ` too.
// Other characters compare as typed (`%` and `_` are plain characters). Phone-like columns keep only digits.

/** Turkish (and circumflexed) letters → plain lower-case Latin; applied before ASCII lower-casing. */
export const TURKISH_FOLD: Readonly<Record<string, string>> = {
  Ç: 'c',
  ç: 'c',
  Ğ: 'g',
  ğ: 'g',
  İ: 'i',
  I: 'i',
  ı: 'i',
  Ö: 'o',
  ö: 'o',
  Ş: 's',
  ş: 's',
  Ü: 'u',
  ü: 'u',
  Â: 'a',
  â: 'a',
  Î: 'i',
  î: 'i',
  Û: 'u',
  û: 'u',
};

const FOLDABLE = new RegExp(`[${Object.keys(TURKISH_FOLD).join('')}]`, 'g');

/** Folded text as stored in `<column>__fold` (NFC input; decomposed input is composed first). */
export const foldText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(FOLDABLE, (c) => TURKISH_FOLD[c])
    .replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Characters a phone mask uses; the stored digits form drops them (and nothing else). */
export const PHONE_MASK_CHARS = [' ', '(', ')', '-', '+', '.', '/'] as const;

export const foldDigits = (text: string): string => text.replace(/\D/g, '');

/** Columns compared by their digits (`phone`, `mobile_phone`, `gsm`, `tel`). */
export const isDigitsColumn = (column: string): boolean => /(^|_)(phone|gsm|mobile|tel)$/.test(column);

/** Stored column of a source column's folded text, and of its Turkish sort key. */
export const foldColumn = (column: string): string => `${column}__fold`;
export const sortColumn = (column: string): string => `${column}__sort`;
/** Helper columns never leave the server. */
export const isSearchHelperColumn = (column: string): boolean =>
  column.endsWith('__fold') || column.endsWith('__sort');

/** Queries shorter than this match word prefixes (a trigram index cannot serve them). */
export const MIN_SUBSTRING = 3;

/**
 * What a typed query asks for, per column set: the words (any order, all required) of a text query, or the one
 * digit string of a phone filter. Empty when nothing searchable was typed.
 */
export function queryTerms(text: string, digits: boolean): string[] {
  if (digits) {
    const d = foldDigits(text);
    return d ? [d] : [];
  }
  return foldText(text)
    .split(/\s+/)
    .filter((w) => w !== '');
}
