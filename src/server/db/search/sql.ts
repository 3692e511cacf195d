// The search rule (shared/search/fold.ts) written as SQL, so the database computes the stored folded text and sort
// key itself on every write (generated columns: bulk inserts, seeds and raw SQL included) and a table without
// those columns can still be searched by the same rule, by a scan.
import { sql, type RawBuilder } from 'kysely';
import { PHONE_MASK_CHARS, TURKISH_FOLD, isDigitsColumn } from '../../../shared/search/fold';

const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Turkish alphabetical order as a binary-comparable key, for SQLite (PostgreSQL uses the ICU collation): each
 * Turkish letter becomes its Latin neighbour followed by `~` (after every ASCII letter), so c < ç < d and
 * h < ı < i; then ASCII lower case.
 */
const SORT_KEY: Readonly<Record<string, string>> = {
  Ç: 'c~',
  ç: 'c~',
  Ğ: 'g~',
  ğ: 'g~',
  I: 'h~',
  ı: 'h~',
  İ: 'i',
  Ö: 'o~',
  ö: 'o~',
  Ş: 's~',
  ş: 's~',
  Ü: 'u~',
  ü: 'u~',
  Â: 'a',
  â: 'a',
  Î: 'i',
  î: 'i',
  Û: 'u',
  û: 'u',
};

/** SQLite: nested replace() calls, one per mapped character. */
function replaceChain(expr: string, map: Readonly<Record<string, string>>): string {
  return Object.entries(map).reduce(
    (inner, [from, to]) => `replace(${inner}, ${quote(from)}, ${quote(to)})`,
    expr,
  );
}

/** PostgreSQL: one translate() over equal-length from/to lists (a shorter `to` deletes). */
function translateAll(expr: string, map: Readonly<Record<string, string>>, deleted = ''): string {
  const from = Object.keys(map).join('') + deleted;
  const to = Object.values(map).join('');
  return `translate(${expr}, ${quote(from)}, ${quote(to)})`;
}

const ASCII_LOWER_MAP: Record<string, string> = Object.fromEntries(
  [...ASCII_UPPER].map((c) => [c, c.toLowerCase()]),
);

/** SQL text of a column's folded form (the source column quoted; `pg` picks the dialect). */
export function foldExpression(column: string, pg: boolean): string {
  const ref = `"${column}"`;
  if (isDigitsColumn(column)) {
    const mask = Object.fromEntries(PHONE_MASK_CHARS.map((c) => [c, '']));
    return pg ? translateAll(ref, {}, PHONE_MASK_CHARS.join('')) : replaceChain(ref, mask);
  }
  // Turkish letters first (I must become i before any lower-casing could turn it into a dotted i elsewhere).
  return pg
    ? translateAll(ref, { ...TURKISH_FOLD, ...ASCII_LOWER_MAP })
    : `lower(${replaceChain(ref, TURKISH_FOLD)})`;
}

/** SQLite sort key of a column (see SORT_KEY). */
export const sortKeyExpression = (column: string): string =>
  `lower(${replaceChain(`"${column}"`, SORT_KEY)})`;

/** The PostgreSQL collation that sorts in Turkish alphabetical order (ICU, present in PostgreSQL 10+ ICU builds). */
export const PG_TURKISH_COLLATION = 'tr-TR-x-icu';

/** A column's folded text for a scan, when the table has no stored `__fold` column. */
export const foldedOnTheFly = (column: string, pg: boolean): RawBuilder<string> =>
  sql<string>`${sql.raw(foldExpression(column, pg))}`;
