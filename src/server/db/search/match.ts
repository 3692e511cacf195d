// A list call's free-text search and `like` filters as SQL, under the one rule of shared/search/fold.ts.
// Each typed word (a phone filter: its digits) must be found — anywhere in a column for 3+ characters, at the
// start of a word for 1–2 — in one of its columns; words in any order. SQLite answers from its FTS5 tables
// (trigram for substrings, the word table's prefix index for short words), PostgreSQL from the pg_trgm GIN
// indexes on the `__fold` columns; a table without them is scanned under the same rule.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { MIN_SUBSTRING, foldColumn, foldText, foldDigits, isDigitsColumn } from '../../../shared/search/fold';
import { trigramTable, wordTable } from './migrate';
import { hasFold, type SearchLayout } from './layout';
import { foldedOnTheFly } from './sql';

/** One column and the folded term it must contain. */
interface Atom {
  column: string;
  term: string;
}
/** Any of its atoms matches; a list call needs every clause. */
type Clause = Atom[];

export interface TextCondition {
  columns: readonly string[];
  text: string;
  /** A `like` filter: the whole value is one phone number (digits) or its words. */
  filter?: boolean;
}

const termFor = (column: string, word: string) => (isDigitsColumn(column) ? foldDigits(word) : word);

/** Clauses of one search box or filter; an impossible one (a phone filter without digits) is an empty clause. */
export function clausesOf(condition: TextCondition): Clause[] {
  const { columns, text } = condition;
  if (condition.filter && columns.length === 1 && isDigitsColumn(columns[0]))
    return [[{ column: columns[0], term: foldDigits(text) }].filter((a) => a.term !== '')];
  return foldText(text)
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((word) =>
      columns.map((column) => ({ column, term: termFor(column, word) })).filter((a) => a.term !== ''),
    );
}

/** Characters the FTS5 word table keeps inside a word (migrate.ts WORD_CHARS), letters and digits. */
const WORD_TERM = /^[\p{L}\p{N}\-_.@'+/()&%#,;:!?*]+$/u;

type Target = 'trgm' | 'words' | 'scan';
const targetOf = (layout: SearchLayout, atom: Atom): Target => {
  if (!layout.fts || !hasFold(layout, atom.column)) return 'scan';
  if ([...atom.term].length >= MIN_SUBSTRING) return 'trgm';
  return WORD_TERM.test(atom.term) ? 'words' : 'scan';
};

const phrase = (term: string) => `"${term.replace(/"/g, '""')}"`;
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An FTS5 expression for atoms that all go to one table: `{a__fold b__fold} : "term"` (`*` for a prefix). */
function ftsExpression(atoms: Atom[], prefix: boolean): string {
  const byTerm = new Map<string, string[]>();
  for (const a of atoms) byTerm.set(a.term, [...(byTerm.get(a.term) ?? []), foldColumn(a.column)]);
  return [...byTerm]
    .map(([term, cols]) => `({${cols.map((c) => `"${c}"`).join(' ')}} : ${phrase(term)}${prefix ? '*' : ''})`)
    .join(' OR ');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Builder = ExpressionBuilder<any, any>;

function scanAtom(layout: SearchLayout, atom: Atom) {
  const folded = hasFold(layout, atom.column)
    ? sql.ref(foldColumn(atom.column))
    : foldedOnTheFly(atom.column, layout.pg);
  const term = likeEscape(atom.term);
  if ([...atom.term].length >= MIN_SUBSTRING) return sql<SqlBool>`${folded} like ${`%${term}%`} escape '\\'`;
  return sql<SqlBool>`(${folded} like ${`${term}%`} escape '\\' or ${folded} like ${`% ${term}%`} escape '\\')`;
}

const inFts = (table: string, fts: string, query: string) =>
  sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${query})`;

/**
 * The conditions of a list call's text clauses. `scan` forces the scan path (tests compare it with the index).
 * No clauses: undefined (nothing to add).
 */
export function textConditions(
  eb: Builder,
  table: string,
  layout: SearchLayout,
  clauses: Clause[],
  scan = false,
): Expression<SqlBool> | undefined {
  if (clauses.length === 0) return undefined;
  const grouped: Record<'trgm' | 'words', string[]> = { trgm: [], words: [] };
  const rest: Expression<SqlBool>[] = [];
  const ftsName = { trgm: trigramTable(table), words: wordTable(table) };
  for (const clause of clauses) {
    if (clause.length === 0) return sql<SqlBool>`1 = 0`;
    const targets = clause.map((a) => (scan ? 'scan' : targetOf(layout, a)));
    const first = targets[0];
    if (first !== 'scan' && targets.every((t) => t === first)) {
      grouped[first].push(`(${ftsExpression(clause, first === 'words')})`);
      continue;
    }
    rest.push(
      eb.or(
        clause.map((atom, i) => {
          const target = targets[i];
          return target === 'scan'
            ? scanAtom(layout, atom)
            : inFts(table, ftsName[target], ftsExpression([atom], target === 'words'));
        }),
      ),
    );
  }
  for (const kind of ['trgm', 'words'] as const)
    if (grouped[kind].length > 0) rest.push(inFts(table, ftsName[kind], grouped[kind].join(' AND ')));
  return eb.and(rest);
}
