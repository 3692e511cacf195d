// USDA's household measures as portions: `name_en` is USDA's own text ('1 cup, chopped'); `name_tr` says a
// plain unit in Turkish ('1 ABD bardağı (240 ml)') and keeps USDA's text where it says more than a unit.
import type { UsdaMeasure } from './usdaRecord';

const TURKISH_UNITS: Readonly<Record<string, string>> = {
  cup: 'ABD bardağı (240 ml)',
  tbsp: 'yemek kaşığı',
  tablespoon: 'yemek kaşığı',
  tsp: 'çay kaşığı',
  teaspoon: 'çay kaşığı',
  oz: 'ons (28 g)',
  'fl oz': 'sıvı ons (30 ml)',
  lb: 'libre (454 g)',
  serving: 'porsiyon',
  portion: 'porsiyon',
  piece: 'parça',
  pieces: 'parça',
  slice: 'dilim',
  slices: 'dilim',
  unit: 'adet',
  item: 'adet',
  large: 'büyük boy',
  medium: 'orta boy',
  small: 'küçük boy',
  package: 'paket',
  packet: 'paket',
  can: 'kutu',
  jar: 'kavanoz',
  container: 'kap',
  bar: 'bar',
  fillet: 'fileto',
  steak: 'biftek',
  chop: 'pirzola',
  patty: 'köfte',
  cookie: 'kurabiye',
  cracker: 'kraker',
  breast: 'göğüs',
  wing: 'kanat',
  thigh: 'but',
  drumstick: 'baget',
  leaf: 'yaprak',
  fruit: 'meyve',
  scoop: 'ölçek',
  stick: 'çubuk',
  quart: 'ABD quart (946 ml)',
};

/** 1 → '1', 0.5 → '0.5' (en) or '0,5' (tr). */
function amountText(amount: number, lang: 'tr' | 'en'): string {
  const text = String(Math.round(amount * 1000) / 1000);
  return lang === 'tr' ? text.replace('.', ',') : text;
}

/** 'serving (3 oz)' → 'porsiyon (3 oz)': a plain unit with USDA's size in brackets keeps the brackets. */
function turkishUnit(unit: string): string | undefined {
  const bracketed = /^([a-z ]+?) (\(.*\))$/i.exec(unit);
  if (!bracketed) return TURKISH_UNITS[unit];
  const word = TURKISH_UNITS[bracketed[1]!];
  return word && `${word.replace(/ \(.*\)$/, '')} ${bracketed[2]}`;
}

export function portionOfMeasure(measure: UsdaMeasure): { name_tr: string; name_en: string; grams: number } {
  const unit = measure.unit.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
  const turkish = turkishUnit(unit);
  return {
    name_en: `${amountText(measure.amount, 'en')} ${unit}`.slice(0, 120),
    name_tr: `${amountText(measure.amount, 'tr')} ${turkish ?? unit}`.slice(0, 120),
    grams: Math.round(measure.grams * 100) / 100,
  };
}

/** A measure the portion rules accept (more than 0 g, at most 5 kg). */
export const isUsableMeasure = (measure: UsdaMeasure): boolean => measure.grams > 0 && measure.grams <= 5000;
