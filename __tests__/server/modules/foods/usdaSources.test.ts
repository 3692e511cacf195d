// The importer's two readers on small files written here: USDA's SR ASCII release (`~`-quoted, `^`-separated,
// Latin-1, a value left empty, a food without measures) and Debian cronometer's SR24 jar (one XML per food,
// foods.index naming the current ones); and the table file round trip.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { CRONOMETER_RELEASE, readCronometer } from '../../../../src/server/modules/foods/usda/cronometer';
import { categoryOf } from '../../../../src/server/modules/foods/usda/groups';
import { portionOfMeasure } from '../../../../src/server/modules/foods/usda/measures';
import { readUsdaSource } from '../../../../src/server/modules/foods/usda/readSource';
import { srFields } from '../../../../src/server/modules/foods/usda/srAscii';
import { readFoodTable, writeFoodTable } from '../../../../src/server/modules/foods/usda/tableFile';
import { tempDir } from '../../helpers/tempDir';

let dir = '';
beforeEach(() => {
  dir = tempDir('usda-');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const latin1 = (file: string, lines: string[]) =>
  writeFileSync(path.join(dir, file), Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));

function writeSrRelease(): void {
  latin1('FOOD_DES.txt', [
    '~01001~^~0100~^~Butter, salted~^~BUTTER,WITH SALT~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87',
    '~01123~^~0100~^~Egg, whole, raw, fresh~^~EGG,WHL,RAW,FRSH~^~~^~~^~Y~^~Shell~^12^~~^6.25^4.36^9.02^3.68',
    '~19116~^~1900~^~Crème brûlée mix, dry~^~CREME BRULEE~^~~^~~^~~^~~^0^~~^6.25^^^',
    '~99999~^~2500~^~Snack without energy~^~SNACK~^~~^~~^~~^~~^0^~~^^^^',
  ]);
  latin1('NUT_DATA.txt', [
    '~01001~^~208~^717^0^^~4~^~~^~~^~~^^^^^^^~~^08/01/2010',
    '~01001~^~203~^0.85^16^0.074^~1~^~~^~~^~~^^^^^^^~~^11/01/2002',
    '~01001~^~204~^81.11^580^0.065^~1~^~~^~~^~~^^^^^^^~~^11/01/2002',
    '~01001~^~205~^0.06^0^^~4~^~NC~^~~^~~^^^^^^^~~^11/01/2002',
    '~01001~^~291~^0.0^0^^~4~^~~^~~^~~^^^^^^^~~^',
    '~01001~^~269~^^0^^~4~^~~^~~^~~^^^^^^^~~^',
    '~01001~^~307~^714^0^^~4~^~~^~~^~~^^^^^^^~~^',
    '~01001~^~606~^51.368^0^^~4~^~~^~~^~~^^^^^^^~~^',
    '~01123~^~208~^143^0^^~4~^~~^~~^~~^^^^^^^~~^',
    '~01123~^~203~^12.56^0^^~4~^~~^~~^~~^^^^^^^~~^',
    '~19116~^~208~^420^0^^~4~^~~^~~^~~^^^^^^^~~^',
    '~99999~^~203~^3.0^0^^~4~^~~^~~^~~^^^^^^^~~^',
  ]);
  latin1('WEIGHT.txt', [
    '~01001~^1^1.0^~pat (1" sq, 1/3" high)~^5.0^^',
    '~01001~^2^1.0^~tbsp~^14.2^^',
    '~01001~^3^1.0^~cup~^227^^',
    '~01123~^1^1.0^~large~^50^^',
    '~01123~^2^0.5^~cup~^0^^',
  ]);
  latin1('FD_GROUP.txt', ['~0100~^~Dairy and Egg Products~', '~1900~^~Sweets~']);
}

describe('USDA SR ASCII release', () => {
  it('splits fields, unquoting text and keeping empty ones', () => {
    expect(srFields('~01001~^~0100~^~Butter, salted~^^0.06')).toEqual([
      '01001',
      '0100',
      'Butter, salted',
      '',
      '0.06',
    ]);
  });

  it('reads foods with their group, the nutrients kept, missing values as null and measures', () => {
    writeSrRelease();
    const source = readUsdaSource(dir);
    expect(source.records.map((r) => r.ndb)).toEqual(['01001', '01123', '19116']);
    const [butter, egg, creme] = source.records;
    expect(butter).toEqual({
      ndb: '01001',
      group: '0100',
      name_en: 'Butter, salted',
      nutrients: {
        energy_kcal: 717,
        protein_g: 0.85,
        carbohydrate_g: 0.06,
        fat_g: 81.11,
        fibre_g: 0,
        sugars_g: null,
        sodium_mg: 714,
        saturated_fat_g: 51.368,
      },
      measures: [
        { amount: 1, unit: 'pat (1" sq, 1/3" high)', grams: 5 },
        { amount: 1, unit: 'tbsp', grams: 14.2 },
        { amount: 1, unit: 'cup', grams: 227 },
      ],
    });
    expect(egg!.nutrients).toMatchObject({ energy_kcal: 143, protein_g: 12.56, fat_g: null });
    // Latin-1 text decoded; a food without measures kept.
    expect(creme).toMatchObject({ name_en: 'Crème brûlée mix, dry', group: '1900', measures: [] });
    expect(source.skipped).toEqual([{ ndb: '99999', reason: 'no energy value' }]);
  });

  it('refuses a folder that is no release', () => {
    writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    expect(() => readUsdaSource(dir)).toThrow('not a USDA release');
    expect(() => readUsdaSource(path.join(dir, 'missing'))).toThrow('no such file or folder');
  });
});

const xml = (uid: string, name: string, nutrients: Record<string, number>, measures = '') =>
  `<food uid="${uid}" fcf="8.79" pcf="4.27" name="${name}" ccf="3.87">${measures}${Object.entries(nutrients)
    .map(([n, a]) => `<nutrient amount="${a}" name="${n}"/>`)
    .join('')}</food>`;

describe("Debian cronometer's SR24", () => {
  function writeJar(): string {
    const jar = path.join(dir, 'usda_sr24.jar');
    const files = {
      'META-INF/MANIFEST.MF': strToU8('Manifest-Version: 1.0\n'),
      'usda_sr24/foods.index': strToU8('01001|Butter, salted\r\n09003|Apples, raw, with skin\r\n'),
      'usda_sr24/deprecated.index': strToU8('03266|BABYFOOD,JUC,APPL GRAPE\r\n'),
      'usda_sr24/01001.xml': strToU8(
        xml(
          '01001',
          'Butter, salted',
          {
            Energy: 717,
            Protein: 0.85,
            Carbs: 0.06,
            Fat: 81.11,
            Fiber: 0,
            Sodium: 714,
            Saturated: 51.368,
            Retinol: 671,
          },
          '<measure amount="1.0" name="pat (1&quot; sq, 1/3&quot; high)" grams="5.0"/><measure amount="1.0" name="tbsp" grams="14.2"/>',
        ),
      ),
      'usda_sr24/09003.xml': strToU8(
        xml('09003', 'Apples, raw, with skin', { Energy: 52, Carbs: 13.81, Sugars: 10.39 }),
      ),
      'usda_sr24/03266.xml': strToU8(xml('03266', 'Babyfood, juice, apple-grape', { Energy: 46 })),
    };
    writeFileSync(jar, zipSync(files));
    return jar;
  }

  it('reads the jar: quoted attributes, nutrients by name, deprecated foods left out', () => {
    const source = readUsdaSource(writeJar());
    expect(source.release).toBe(CRONOMETER_RELEASE);
    expect(source.records.map((r) => [r.ndb, r.group, r.name_en])).toEqual([
      ['01001', '0100', 'Butter, salted'],
      ['09003', '0900', 'Apples, raw, with skin'],
    ]);
    expect(source.records[0]!.measures[0]).toEqual({ amount: 1, unit: 'pat (1" sq, 1/3" high)', grams: 5 });
    expect(source.records[0]!.nutrients).toMatchObject({
      sodium_mg: 714,
      saturated_fat_g: 51.368,
      sugars_g: null,
    });
    // A food without measures, and without the nutrients USDA did not give.
    expect(source.records[1]).toMatchObject({
      measures: [],
      nutrients: { sugars_g: 10.39, protein_g: null },
    });
    expect(source.skipped).toEqual([{ ndb: '03266', reason: 'deprecated by USDA' }]);
  });

  it('writes and reads back the compact table file', () => {
    const source = readCronometer(writeJar());
    const file = path.join(dir, 'table.json.gz');
    writeFoodTable(file, source);
    const back = readFoodTable(file);
    expect(back.release).toBe(source.release);
    expect(back.records).toEqual(source.records);
  });
});

describe('categories and measures', () => {
  it('maps USDA groups to the product categories, eggs and cheeses apart within dairy', () => {
    expect(categoryOf('0100', 'Egg, whole, raw, fresh')).toBe('eggs');
    expect(categoryOf('0100', 'Cheese, feta')).toBe('cheese');
    expect(categoryOf('0100', 'Milk, whole')).toBe('dairy');
    expect(categoryOf('1500', 'Fish, salmon')).toBe('fish');
    expect(categoryOf('0300', 'Babyfood, peaches')).toBe('others');
  });

  it('names a plain unit in Turkish and keeps USDA text that says more', () => {
    expect(portionOfMeasure({ amount: 1, unit: 'tbsp', grams: 14.2 })).toEqual({
      name_en: '1 tbsp',
      name_tr: '1 yemek kaşığı',
      grams: 14.2,
    });
    expect(portionOfMeasure({ amount: 0.5, unit: 'cup', grams: 78.5 }).name_tr).toBe(
      '0,5 ABD bardağı (240 ml)',
    );
    expect(portionOfMeasure({ amount: 1, unit: 'cup, chopped', grams: 160 }).name_tr).toBe('1 cup, chopped');
    expect(portionOfMeasure({ amount: 1, unit: 'serving ( 3 oz )', grams: 85 })).toEqual({
      name_en: '1 serving (3 oz)',
      name_tr: '1 porsiyon (3 oz)',
      grams: 85,
    });
    expect(portionOfMeasure({ amount: 1, unit: 'cup (4.86 large eggs)', grams: 243 }).name_tr).toBe(
      '1 ABD bardağı (4.86 large eggs)',
    );
  });
});
