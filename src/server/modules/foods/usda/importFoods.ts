// Puts a USDA release into the foods table (`npm run foods:import`, and the shipped table on a fresh database).
// Keyed by NDB number and idempotent: a food not there yet is inserted with its portions; one the importer wrote
// before is updated where the release differs (and gains the measures it lacks — none is ever removed); one staff
// created or edited since (updated_at past imported_at) is left as it is. The Turkish names, categories and
// household portions of data/turkishFoods.ts and data/turkishNames.ts go with the release's figures.
import type { Insertable, Kysely } from 'kysely';
import { bumpVersion } from '../../../db/repositories/tableVersions';
import type { Database, FoodTable } from '../../../db/schema';
import { isoNow } from '../../../db/time';
import { TURKISH_FOODS } from '../data/turkishFoods';
import { TURKISH_NAMES } from '../data/turkishNames';
import { SR_FOOD_GROUPS, categoryOf } from './groups';
import { isUsableMeasure, portionOfMeasure } from './measures';
import { NUTRIENT_KEYS, type UsdaRecord, type UsdaSource } from './usdaRecord';

export interface ImportSummary {
  release: string;
  inserted: number;
  updated: number;
  unchanged: number;
  portionsAdded: number;
  /** Foods left out or left alone, by reason. */
  skipped: Record<string, number>;
}

export interface ImportOptions {
  /** Called as foods are done (a progress bar). */
  progress?: (done: number, total: number) => void;
  now?: string;
}

type FoodRow = Omit<Insertable<FoodTable>, 'created_at' | 'updated_at' | 'imported_at'>;
interface PortionRow {
  name_tr: string;
  name_en: string;
  grams: number;
}

const BATCH = 400;
const OVERLAY = new Map(TURKISH_FOODS.map((food) => [food.ndb, food]));
/** The row fields the importer owns (compared to tell an update from no change). */
const OWNED = [
  'name_tr',
  'name_en',
  'category',
  'food_group',
  'source',
  ...NUTRIENT_KEYS,
] as const satisfies readonly (keyof FoodRow)[];

const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

function rowOf(record: UsdaRecord, release: string): FoodRow {
  const overlay = OVERLAY.get(record.ndb);
  const n = record.nutrients;
  return {
    name_tr: (overlay?.name_tr ?? TURKISH_NAMES[record.ndb] ?? record.name_en).slice(0, 255),
    name_en: record.name_en.slice(0, 255),
    category: overlay?.category ?? categoryOf(record.group, record.name_en),
    food_group: SR_FOOD_GROUPS[record.group] ?? record.group,
    ndb_number: record.ndb,
    fdc_id: null,
    source: release,
    // The five figures diet lists total cannot be empty: a value USDA left out counts as 0.
    energy_kcal: round(n.energy_kcal) ?? 0,
    protein_g: round(n.protein_g) ?? 0,
    carbohydrate_g: round(n.carbohydrate_g) ?? 0,
    fat_g: round(n.fat_g) ?? 0,
    fibre_g: round(n.fibre_g) ?? 0,
    sugars_g: round(n.sugars_g),
    sodium_mg: round(n.sodium_mg),
    saturated_fat_g: round(n.saturated_fat_g),
  };
}

/** The Turkish household portions first, then USDA's measures; one per name. */
function portionsOf(record: UsdaRecord): PortionRow[] {
  const rows: PortionRow[] = (OVERLAY.get(record.ndb)?.portions ?? []).map(([name_tr, name_en, grams]) => ({
    name_tr,
    name_en,
    grams,
  }));
  for (const measure of record.measures.filter(isUsableMeasure)) rows.push(portionOfMeasure(measure));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.name_en) && seen.add(row.name_en));
}

interface Existing {
  id: number;
  ndb_number: string | null;
  imported_at: string | null;
  updated_at: string;
  [column: string]: unknown;
}

async function existingFoods(db: Kysely<Database>): Promise<Map<string, Existing>> {
  const rows = (await db
    .selectFrom('foods')
    .select(['id', 'ndb_number', 'imported_at', 'updated_at', ...OWNED])
    .where('ndb_number', 'is not', null)
    .orderBy('id')
    .execute()) as Existing[];
  const byNdb = new Map<string, Existing>();
  // Of two rows with one number, the importer's own is the one it keeps up to date.
  for (const row of rows) {
    const held = byNdb.get(row.ndb_number!);
    if (!held || (held.imported_at === null && row.imported_at !== null)) byNdb.set(row.ndb_number!, row);
  }
  return byNdb;
}

async function portionNames(db: Kysely<Database>, foodIds: number[]): Promise<Map<number, Set<string>>> {
  const names = new Map<number, Set<string>>();
  for (let i = 0; i < foodIds.length; i += BATCH) {
    const rows = await db
      .selectFrom('food_portions')
      .select(['food_id', 'name_en'])
      .where('food_id', 'in', foodIds.slice(i, i + BATCH))
      .execute();
    for (const row of rows) {
      const set = names.get(row.food_id) ?? new Set<string>();
      set.add(row.name_en);
      names.set(row.food_id, set);
    }
  }
  return names;
}

async function insertPortions(
  db: Kysely<Database>,
  rows: (PortionRow & { food_id: number })[],
  now: string,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto('food_portions')
      .values(rows.slice(i, i + BATCH).map((row) => ({ ...row, created_at: now, updated_at: now })))
      .execute();
}

export async function importFoods(
  db: Kysely<Database>,
  source: UsdaSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const now = options.now ?? isoNow();
  const progress = options.progress ?? (() => undefined);
  const summary: ImportSummary = {
    release: source.release,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    portionsAdded: 0,
    skipped: {},
  };
  const skip = (reason: string) => (summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1);
  for (const left of source.skipped) skip(left.reason);

  const existing = await existingFoods(db);
  const total = source.records.length;
  const fresh: UsdaRecord[] = [];
  const kept: { record: UsdaRecord; id: number }[] = [];
  for (const [i, record] of source.records.entries()) {
    const row = rowOf(record, source.release);
    const found = existing.get(record.ndb);
    if (!found) fresh.push(record);
    else if (found.imported_at === null) skip('created by staff');
    else if (found.updated_at !== found.imported_at) skip('edited by staff');
    else {
      kept.push({ record, id: found.id });
      if (OWNED.every((column) => found[column] === row[column])) summary.unchanged += 1;
      else {
        await db
          .updateTable('foods')
          .set({ ...row, updated_at: now, imported_at: now })
          .where('id', '=', found.id)
          .execute();
        summary.updated += 1;
      }
    }
    if (i % 500 === 0) progress(i, total);
  }

  // Measures the foods kept lack (a newer release's, or the Turkish portions added since).
  const held = await portionNames(
    db,
    kept.map((food) => food.id),
  );
  const added = kept.flatMap(({ record, id }) =>
    portionsOf(record)
      .filter((portion) => !held.get(id)?.has(portion.name_en))
      .map((portion) => ({ ...portion, food_id: id })),
  );

  // Turkish-named foods last: a list opening newest first shows them before USDA's untranslated ones.
  const rank = (record: UsdaRecord) => (OVERLAY.has(record.ndb) ? 2 : record.ndb in TURKISH_NAMES ? 1 : 0);
  fresh.sort((a, b) => rank(a) - rank(b));
  for (let i = 0; i < fresh.length; i += BATCH) {
    const batch = fresh.slice(i, i + BATCH);
    const ids = await db
      .insertInto('foods')
      .values(
        batch.map((record) => ({
          ...rowOf(record, source.release),
          created_at: now,
          updated_at: now,
          imported_at: now,
        })),
      )
      .returning('id')
      .execute();
    batch.forEach((record, j) =>
      added.push(...portionsOf(record).map((portion) => ({ ...portion, food_id: Number(ids[j]!.id) }))),
    );
    summary.inserted += batch.length;
    progress(kept.length + i + batch.length, total);
  }
  await insertPortions(db, added, now);
  summary.portionsAdded = added.length;
  progress(total, total);
  if (summary.inserted + summary.updated > 0) await bumpVersion(db, 'foods');
  if (added.length > 0) await bumpVersion(db, 'food_portions');
  return summary;
}
