// The food table the product ships (data/usda-sr24.json.gz), written by `npm run foods:import -- <source> --write
// <file>` from a USDA release and read on a fresh database. Compact: one array per food, gzip-compressed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { NUTRIENT_KEYS, type UsdaRecord, type UsdaSource } from './usdaRecord';

/** The table shipped in the repository (and copied beside the compiled server). */
export const SHIPPED_TABLE = path.join(__dirname, '..', 'data', 'usda-sr24.json.gz');

type Row = [
  ndb: string,
  group: string,
  name: string,
  nutrients: (number | null)[],
  measures: [number, string, number][],
];

interface TableFile {
  release: string;
  nutrients: readonly string[];
  foods: Row[];
}

export function writeFoodTable(file: string, source: UsdaSource): void {
  const table: TableFile = {
    release: source.release,
    nutrients: NUTRIENT_KEYS,
    foods: source.records.map((r) => [
      r.ndb,
      r.group,
      r.name_en,
      NUTRIENT_KEYS.map((key) => r.nutrients[key]),
      r.measures.map((m) => [m.amount, m.unit, m.grams]),
    ]),
  };
  writeFileSync(file, gzipSync(JSON.stringify(table), { level: 9 }));
}

export const isFoodTableFile = (file: string): boolean => file.endsWith('.json.gz');

export function readFoodTable(file: string = SHIPPED_TABLE): UsdaSource {
  const table = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as TableFile;
  const records = table.foods.map(([ndb, group, name_en, values, measures]): UsdaRecord => {
    const nutrients = Object.fromEntries(
      table.nutrients.map((key, i) => [key, values[i] ?? null]),
    ) as unknown as UsdaRecord['nutrients'];
    return {
      ndb,
      group,
      name_en,
      nutrients,
      measures: measures.map(([amount, unit, grams]) => ({ amount, unit, grams })),
    };
  });
  return { release: table.release, records, skipped: [] };
}
