// Search that speaks Turkish: folded text, Turkish sort keys and the substring index for the tables
// the registry searches, filled for the rows already there (generated columns compute them).
import { addSearchColumns, dropSearchColumns, type MigrationDb } from '../tableBuilders';

/** Per table: registry search columns and `like` filters, then the text columns lists sort by. */
const TABLES: Record<string, [readonly string[], readonly string[]]> = {
  users: [
    ['name', 'lastname', 'username', 'email'],
    ['name', 'lastname', 'username', 'email', 'title'],
  ],
  roles: [['name'], ['name']],
  branches: [['name', 'address'], ['name']],
  articles: [['title', 'summary'], ['title']],
  members: [
    ['name', 'email', 'phone'],
    ['name', 'email'],
  ],
  reports: [['title'], ['title']],
};

export async function up(db: MigrationDb): Promise<void> {
  for (const [table, [columns, sortColumns]] of Object.entries(TABLES))
    await addSearchColumns(db, table, columns, sortColumns);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [table, [columns, sortColumns]] of Object.entries(TABLES))
    await dropSearchColumns(db, table, columns, sortColumns);
}
