// A list call's free-text search and `like` filters as SQL, under the one rule of shared/search/fold.ts.
// Each typed word (a phone filter: its digits) must be found — anywhere in a column for 3+ characters, at the
// start of a word for 1–2 — in one of its columns; words in any order. SQLite answers from its FTS5 tables
// (trigram for substrings, the word table's prefix index for short words), PostgreSQL from the pg_trgm GIN
// indexes on the `__fold` columns; a table without them is scanned under the same rule.
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
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

/** Where a list call's clauses are answered: FTS5 MATCH expressions per table, and clauses for a scan. */
export interface TextPlan {
  table: string;
  layout: SearchLayout;
  /** FTS5 queries (all required) per table; empty on PostgreSQL and for tables without FTS. */
  fts: { table: string; query: string }[];
  /** Clauses answered row by row (PostgreSQL: by its trigram indexes) or mixing both kinds. */
  rest: Clause[];
  impossible: boolean;
  /** Every clause by a scan (tests compare it with the index). */
  scan: boolean;
}

export function planText(table: string, layout: SearchLayout, clauses: Clause[], scan = false): TextPlan {
  const grouped: Record<'trgm' | 'words', string[]> = { trgm: [], words: [] };
  const rest: Clause[] = [];
  let impossible = false;
  for (const clause of clauses) {
    if (clause.length === 0) impossible = true;
    const targets = clause.map((a) => (scan ? 'scan' : targetOf(layout, a)));
    const first = targets[0];
    if (first !== undefined && first !== 'scan' && targets.every((t) => t === first))
      grouped[first].push(`(${ftsExpression(clause, first === 'words')})`);
    else rest.push(clause);
  }
  const fts = (['trgm', 'words'] as const)
    .filter((kind) => grouped[kind].length > 0)
    .map((kind) => ({
      table: kind === 'trgm' ? trigramTable(table) : wordTable(table),
      query: grouped[kind].join(' AND '),
    }));
  return { table, layout, fts, rest, impossible, scan };
}

/**
 * `<table>.id in (select rowid from <fts> where <fts> match …)`. `byOrder` writes `+id`, which keeps SQLite from
 * looking rows up by those ids: it walks the sort order's index instead and stops at the page (the better plan
 * when the search matches many rows, see listRecords).
 */
const inFts = (table: string, fts: string, query: string, byOrder = false) =>
  sql<SqlBool>`${sql.raw(byOrder ? '+' : '')}${sql.ref(`${table}.id`)} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${query})`;

/** The plan's conditions on the listed table. */
export function textConditions(eb: Builder, plan: TextPlan, byOrder = false): Expression<SqlBool> {
  if (plan.impossible) return sql<SqlBool>`1 = 0`;
  const { table, layout } = plan;
  const conditions: Expression<SqlBool>[] = plan.fts.map((f) => inFts(table, f.table, f.query, byOrder));
  for (const clause of plan.rest) {
    conditions.push(
      eb.or(
        clause.map((atom) => {
          const target = plan.scan ? 'scan' : targetOf(layout, atom);
          return target === 'scan'
            ? scanAtom(layout, atom)
            : inFts(
                table,
                target === 'trgm' ? trigramTable(table) : wordTable(table),
                ftsExpression([atom], target === 'words'),
                byOrder,
              );
        }),
      ),
    );
  }
  return eb.and(conditions);
}

/** Rows the plan's FTS queries match together, counted in the index alone (cheap: no table row is read). */
export function ftsHits(plan: TextPlan) {
  const [first, ...others] = plan.fts;
  if (!first) return undefined;
  let where = sql`${sql.table(first.table)} match ${first.query}`;
  for (const other of others)
    where = sql`${where} and rowid in (select rowid from ${sql.table(other.table)} where ${sql.table(other.table)} match ${other.query})`;
  return sql<{ n: number }>`select count(*) as n from ${sql.table(first.table)} where ${where}`;
}

/** Characters after which a word starts, for ranking ("Bıldırcın yumurtası", "Mayonez (yumurtalı)"). */
const WORD_BEFORE = ['(', '-', '/'] as const;

/** `folded` with a space in front and a space for each WORD_BEFORE character: `% term%` finds a word start. */
function spaced(folded: Expression<unknown>, pg: boolean): RawBuilder<string> {
  if (pg)
    return sql<string>`' ' || translate(${folded}, ${WORD_BEFORE.join('')}, ${' '.repeat(WORD_BEFORE.length)})`;
  let text: RawBuilder<string> = sql<string>`${folded}`;
  for (const c of WORD_BEFORE) text = sql<string>`replace(${text}, ${c}, ' ')`;
  return sql<string>`' ' || ${text}`;
}

/**
 * How well a row matches a searched `text` in `columns`, as a number to order by: 0 when a column is the text
 * (folded by the search rule, so `yumurta` is `Yumurta` and `ılık` is `ILIK`), 1 when one starts with it, 2 when a
 * word of one does, 3 otherwise (found inside a word): "Yumurta", "Yumurta sarısı", "Bıldırcın yumurtası", then
 * "Kazyumurtası". Undefined when the text leaves nothing to compare (only phone-like columns, or nothing typed).
 */
export function rankOf(
  layout: SearchLayout,
  columns: readonly string[],
  text: string,
): RawBuilder<number> | undefined {
  const term = foldText(text).trim().split(/\s+/).join(' ');
  const folded = columns
    .filter((column) => !isDigitsColumn(column))
    .map((column) =>
      hasFold(layout, column) ? sql.ref(foldColumn(column)) : foldedOnTheFly(column, layout.pg),
    );
  if (term === '' || folded.length === 0) return undefined;
  const escaped = likeEscape(term);
  const any = (test: (column: Expression<unknown>) => RawBuilder<unknown>) =>
    sql.join(folded.map(test), sql` or `);
  return sql<number>`case when ${any((c) => sql`${c} = ${term}`)} then 0
    when ${any((c) => sql`${c} like ${`${escaped}%`} escape '\\'`)} then 1
    when ${any((c) => sql`${spaced(c, layout.pg)} like ${`% ${escaped}%`} escape '\\'`)} then 2 else 3 end`;
}
