// The copy of USDA SR24 that Debian's `cronometer` package ships (/usr/share/cronometer/usda_sr24.jar): a zip
// holding `usda_sr24/<NDB>.xml`, one `<food>` element per file with `<measure>` and `<nutrient>` children named
// in words, and `foods.index` (`NDB|description`) listing the current foods — files not listed there are foods
// USDA deprecated (deprecated.index). Also read unpacked, from the folder holding those files.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync, strFromU8 } from 'fflate';
import { groupOfNdb } from './groups';
import {
  emptyNutrients,
  ndbNumber,
  usdaNumber,
  type UsdaNutrients,
  type UsdaRecord,
  type UsdaSkip,
  type UsdaSource,
} from './usdaRecord';

export const CRONOMETER_RELEASE = 'USDA National Nutrient Database for Standard Reference, Release 24';

/** Cronometer's nutrient names → the product's. */
const NUTRIENT_NAMES: Readonly<Record<string, keyof UsdaNutrients>> = {
  Energy: 'energy_kcal',
  Protein: 'protein_g',
  Carbs: 'carbohydrate_g',
  Fat: 'fat_g',
  Fiber: 'fibre_g',
  Sugars: 'sugars_g',
  Sodium: 'sodium_mg',
  Saturated: 'saturated_fat_g',
};

interface XmlFood {
  food?: {
    uid?: string;
    name?: string;
    measure?: { amount?: string; name?: string; grams?: string }[];
    nutrient?: { amount?: string; name?: string }[];
  };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  isArray: (name) => name === 'measure' || name === 'nutrient',
});

/** One food file's record, or the reason it cannot be one. */
export function parseCronometerFood(xml: string): UsdaRecord | UsdaSkip {
  const food = (parser.parse(xml) as XmlFood).food;
  const ndb = ndbNumber(food?.uid ?? '');
  if (!food || ndb === '00000') return { ndb, reason: 'not a food file' };
  const nutrients = emptyNutrients();
  for (const nutrient of food.nutrient ?? []) {
    const key = NUTRIENT_NAMES[nutrient.name ?? ''];
    if (key) nutrients[key] = usdaNumber(nutrient.amount);
  }
  if (nutrients.energy_kcal === null) return { ndb, reason: 'no energy value' };
  const measures = (food.measure ?? []).flatMap((measure) => {
    const [amount, grams] = [usdaNumber(measure.amount), usdaNumber(measure.grams)];
    const unit = (measure.name ?? '').trim();
    return amount !== null && grams !== null && unit !== '' ? [{ amount, unit, grams }] : [];
  });
  return { ndb, group: groupOfNdb(ndb), name_en: (food.name ?? '').trim(), nutrients, measures };
}

/** The files of the release: from the jar (zip) or an unpacked folder, by base name. */
function releaseFiles(source: string): Map<string, string> {
  const files = new Map<string, string>();
  if (statSync(source).isDirectory()) {
    const dir = existsSync(path.join(source, 'usda_sr24')) ? path.join(source, 'usda_sr24') : source;
    for (const name of readdirSync(dir))
      if (name.endsWith('.xml') || name.endsWith('.index'))
        files.set(name, readFileSync(path.join(dir, name), 'utf8'));
    return files;
  }
  const entries = unzipSync(readFileSync(source), {
    filter: (entry) => entry.name.endsWith('.xml') || entry.name.endsWith('.index'),
  });
  for (const [name, data] of Object.entries(entries)) files.set(path.basename(name), strFromU8(data));
  return files;
}

export const isCronometerSource = (source: string): boolean =>
  /\.(jar|zip)$/i.test(source) ||
  (statSync(source).isDirectory() &&
    (existsSync(path.join(source, 'usda_sr24')) || existsSync(path.join(source, 'foods.index'))));

export function readCronometer(source: string): UsdaSource {
  const files = releaseFiles(source);
  const index = files.get('foods.index');
  const listed = index
    ? new Set(
        index.split(/\r?\n/).flatMap((line) => (line.includes('|') ? [ndbNumber(line.split('|')[0]!)] : [])),
      )
    : null;
  const records: UsdaRecord[] = [];
  const skipped: UsdaSkip[] = [];
  for (const [name, text] of files) {
    if (!name.endsWith('.xml')) continue;
    const parsed = parseCronometerFood(text);
    if ('reason' in parsed) skipped.push(parsed);
    else if (listed && !listed.has(parsed.ndb))
      skipped.push({ ndb: parsed.ndb, reason: 'deprecated by USDA' });
    else records.push(parsed);
  }
  records.sort((a, b) => a.ndb.localeCompare(b.ndb));
  return { release: CRONOMETER_RELEASE, records, skipped };
}
