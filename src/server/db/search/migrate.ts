// What addSearchColumns (tableBuilders.ts) does on each database. SQLite: virtual generated columns (indexable,
// stored inside the indexes that use them), an FTS5 trigram table for substrings of 3+ characters and an FTS5
// word table with 1- and 2-character prefix indexes for shorter queries, both external-content tables over the
// `__fold` columns, kept by triggers. PostgreSQL: stored generated columns, a pg_trgm GIN index per folded
// column, and sort keys in the ICU Turkish collation.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { foldColumn, sortColumn } from '../../../shared/search/fold';
import { PG_TURKISH_COLLATION, foldExpression, sortKeyExpression } from './sql';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MigrationDb = Kysely<any>;
const isPostgres = (db: MigrationDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const run = (db: MigrationDb, text: string) => sql.raw(text).execute(db);

export const trigramTable = (table: string) => `${table}__trgm`;
export const wordTable = (table: string) => `${table}__words`;

/** unicode61 separates words on whitespace only (these stay inside a word), like the LIKE-based prefix rule. */
const WORD_CHARS = `-_.@'+/()&%#,;:!?*`;

async function sqliteColumns(db: MigrationDb, table: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from pragma_table_xinfo(${table})`.execute(db);
  return rows.rows.map((r) => r.name);
}

async function sqliteFts(db: MigrationDb, table: string): Promise<void> {
  const all = await sqliteColumns(db, table);
  const folds = all.filter((c) => c.endsWith('__fold'));
  const sources = folds.map((c) => c.slice(0, -'__fold'.length));
  const trgm = trigramTable(table);
  const words = wordTable(table);
  for (const suffix of ['ai', 'ad', 'au'])
    await run(db, `drop trigger if exists ${q(`${table}__search_${suffix}`)}`);
  await run(db, `drop table if exists ${q(trgm)}`);
  await run(db, `drop table if exists ${q(words)}`);
  const cols = folds.map(q).join(', ');
  const content = `content=${q(table)}, content_rowid='id'`;
  await run(
    db,
    `create virtual table ${q(trgm)} using fts5(${cols}, ${content}, tokenize='trigram case_sensitive 1')`,
  );
  const tokenchars = WORD_CHARS.replace(/'/g, "''''");
  await run(
    db,
    `create virtual table ${q(words)} using fts5(${cols}, ${content}, prefix='1 2', ` +
      `tokenize='unicode61 remove_diacritics 0 tokenchars ''${tokenchars}''')`,
  );
  const newValues = folds.map((c) => `new.${q(c)}`).join(', ');
  const oldValues = folds.map((c) => `old.${q(c)}`).join(', ');
  const add = (fts: string) => `insert into ${q(fts)}(rowid, ${cols}) values (new."id", ${newValues});`;
  const remove = (fts: string) =>
    `insert into ${q(fts)}(${q(fts)}, rowid, ${cols}) values ('delete', old."id", ${oldValues});`;
  await run(
    db,
    `create trigger ${q(`${table}__search_ai`)} after insert on ${q(table)} begin ${add(trgm)} ${add(words)} end`,
  );
  await run(
    db,
    `create trigger ${q(`${table}__search_ad`)} after delete on ${q(table)} begin ${remove(trgm)} ${remove(words)} end`,
  );
  await run(
    db,
    `create trigger ${q(`${table}__search_au`)} after update of ${sources.map(q).join(', ')}, "id" on ${q(table)} ` +
      `begin ${remove(trgm)} ${remove(words)} ${add(trgm)} ${add(words)} end`,
  );
  await run(db, `insert into ${q(trgm)}(${q(trgm)}) values ('rebuild')`);
  await run(db, `insert into ${q(words)}(${q(words)}) values ('rebuild')`);
}

/** The schema holding pg_trgm's operator class, creating the extension when missing. */
async function trigramSchema(db: MigrationDb): Promise<string> {
  const find = async () =>
    (
      await sql<{
        nspname: string;
      }>`select n.nspname from pg_opclass o join pg_namespace n on n.oid = o.opcnamespace
        where o.opcname = 'gin_trgm_ops'`.execute(db)
    ).rows[0]?.nspname;
  const found = await find();
  if (found) return found;
  // Needs CREATE on the database (PostgreSQL 13+: pg_trgm is a trusted extension) or a superuser (docs/configuration.md).
  await run(db, 'create extension if not exists pg_trgm with schema public');
  return (await find()) ?? 'public';
}

export async function addSearchColumnsTo(
  db: MigrationDb,
  table: string,
  columns: readonly string[],
  sortColumns: readonly string[],
): Promise<void> {
  const pg = isPostgres(db);
  const trgmSchema = pg && columns.length > 0 ? await trigramSchema(db) : '';
  for (const column of columns) {
    const fold = foldColumn(column);
    const kind = pg ? 'stored' : 'virtual';
    await run(
      db,
      `alter table ${q(table)} add column ${q(fold)} text generated always as (${foldExpression(column, pg)}) ${kind}`,
    );
    if (pg)
      await run(
        db,
        `create index ${q(`${table}_${fold}_trgm`)} on ${q(table)} using gin (${q(fold)} ${q(trgmSchema)}.gin_trgm_ops)`,
      );
  }
  // PostgreSQL built without ICU has no tr-TR collation: its lists then sort by the database's own collation.
  const collation =
    pg && sortColumns.length > 0
      ? (
          await sql<{
            n: number;
          }>`select count(*)::int as n from pg_collation where collname = ${PG_TURKISH_COLLATION}`.execute(db)
        ).rows[0]?.n
        ? ` collate ${q(PG_TURKISH_COLLATION)}`
        : ''
      : '';
  for (const column of sortColumns) {
    const key = sortColumn(column);
    await run(
      db,
      pg
        ? `alter table ${q(table)} add column ${q(key)} text${collation} generated always as (${q(column)}) stored`
        : `alter table ${q(table)} add column ${q(key)} text generated always as (${sortKeyExpression(column)}) virtual`,
    );
    await run(db, `create index ${q(`${table}_${key}_idx`)} on ${q(table)} (${q(key)}, "id")`);
  }
  if (!pg && columns.length > 0) await sqliteFts(db, table);
}

/** Undoes addSearchColumns for a table (migration `down`). */
export async function dropSearchColumnsFrom(
  db: MigrationDb,
  table: string,
  columns: readonly string[],
  sortColumns: readonly string[],
): Promise<void> {
  const pg = isPostgres(db);
  if (!pg) {
    for (const suffix of ['ai', 'ad', 'au'])
      await run(db, `drop trigger if exists ${q(`${table}__search_${suffix}`)}`);
    await run(db, `drop table if exists ${q(trigramTable(table))}`);
    await run(db, `drop table if exists ${q(wordTable(table))}`);
  }
  for (const column of sortColumns) {
    await run(db, `drop index if exists ${q(`${table}_${sortColumn(column)}_idx`)}`);
    await run(db, `alter table ${q(table)} drop column ${q(sortColumn(column))}`);
  }
  for (const column of columns) {
    if (pg) await run(db, `drop index if exists ${q(`${table}_${foldColumn(column)}_trgm`)}`);
    await run(db, `alter table ${q(table)} drop column ${q(foldColumn(column))}`);
  }
  if (!pg) {
    const left = (await sqliteColumns(db, table)).some((c) => c.endsWith('__fold'));
    if (left) await sqliteFts(db, table);
  }
}
