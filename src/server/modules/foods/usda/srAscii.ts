// USDA's Standard Reference in its ASCII release format (SR22 … SR28 and SR Legacy share it): `^`-separated
// fields, text between `~`, Latin-1, one record per line. Read: FOOD_DES (description and group), NUT_DATA (one
// nutrient value per line), WEIGHT (household measures), FD_GROUP (group names, for the release's own names).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  SR_NUTRIENT_NUMBERS,
  emptyNutrients,
  ndbNumber,
  usdaNumber,
  type UsdaRecord,
  type UsdaSkip,
  type UsdaSource,
} from './usdaRecord';

/** The fields of one line: `~01001~^~0100~^~Butter, salted~^^0` → ['01001', '0100', 'Butter, salted', '', '0']. */
export function srFields(line: string): string[] {
  return line.split('^').map((field) => {
    const trimmed = field.trim();
    return trimmed.startsWith('~') && trimmed.endsWith('~') && trimmed.length >= 2
      ? trimmed.slice(1, -1)
      : trimmed;
  });
}

/** A release file's lines, found by name whatever its case (FOOD_DES.txt, food_des.TXT). */
function srLines(dir: string, name: string): string[] | null {
  const file = readdirSync(dir).find((entry) => entry.toUpperCase() === `${name}.TXT`);
  if (!file) return null;
  return readFileSync(path.join(dir, file), 'latin1')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
}

export const isSrAsciiDir = (dir: string): boolean =>
  existsSync(dir) &&
  statSync(dir).isDirectory() &&
  readdirSync(dir).some((entry) => entry.toUpperCase() === 'FOOD_DES.TXT');

export function readSrAscii(
  dir: string,
  release = `USDA Standard Reference (${path.basename(dir)})`,
): UsdaSource {
  const foods = srLines(dir, 'FOOD_DES');
  const nutrients = srLines(dir, 'NUT_DATA');
  if (!foods || !nutrients) throw new Error(`${dir}: FOOD_DES.txt and NUT_DATA.txt are needed`);
  const records = new Map<string, UsdaRecord>();
  for (const line of foods) {
    const [ndb = '', group = '', name = ''] = srFields(line);
    if (ndb === '') continue;
    records.set(ndbNumber(ndb), {
      ndb: ndbNumber(ndb),
      group: group.padStart(4, '0'),
      name_en: name,
      nutrients: emptyNutrients(),
      measures: [],
    });
  }
  for (const line of nutrients) {
    const [ndb = '', number = '', value] = srFields(line);
    const key = SR_NUTRIENT_NUMBERS[number.trim()];
    const record = key && records.get(ndbNumber(ndb));
    if (record) record.nutrients[key] = usdaNumber(value);
  }
  for (const line of srLines(dir, 'WEIGHT') ?? []) {
    const [ndb = '', , amount, unit = '', grams] = srFields(line);
    const record = records.get(ndbNumber(ndb));
    const [a, g] = [usdaNumber(amount), usdaNumber(grams)];
    if (record && a !== null && g !== null && unit !== '')
      record.measures.push({ amount: a, unit, grams: g });
  }
  const skipped: UsdaSkip[] = [];
  const kept = [...records.values()].filter((record) => {
    if (record.nutrients.energy_kcal !== null) return true;
    skipped.push({ ndb: record.ndb, reason: 'no energy value' });
    return false;
  });
  return { release, records: kept, skipped };
}
