// Foods are reference data, not demo data: a database without USDA's table gets the one the product ships
// (data/usda-sr24.json.gz), whether or not it holds the demo gym. A few seconds, once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { importFoods } from './usda/importFoods';
import { readFoodTable } from './usda/tableFile';

export async function loadFoodTable(db: Kysely<Database>, announce: (line: string) => void): Promise<void> {
  const loaded = await db
    .selectFrom('foods')
    .select('id')
    .where('ndb_number', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (loaded) return;
  const started = Date.now();
  const summary = await importFoods(db, readFoodTable());
  announce(
    `Food table loaded: ${summary.inserted} foods of the ${summary.release} with ${summary.portionsAdded} portions in ${Date.now() - started} ms`,
  );
}
