// Turkish household measures: what a portion's Turkish name must start with for a member to be told it
// ('2 yemek kaşığı', '1 orta boy', '3 dilim'), with the measure's English and Arabic names.
//
// Why a list: a food's portions are the Turkish measures of data/turkishFoods.ts, the ones staff type, and
// USDA's measures as the importer named them, which are only partly Turkish: 'cup' became '0,333 ABD bardağı
// (240 ml)' (a US cup, not a su bardağı), 'oz' 'ons', and words it has no Turkish for stay English ('2 egg',
// '1 cup, chopped'). A portion whose Turkish name starts with none of these measures is named by its grams.
// US measures (ABD bardağı, ons, libre, quart, çubuk) are left out on purpose.

export interface HouseholdMeasure {
  tr: string;
  en: string;
  ar: string;
}

const m = (tr: string, en: string, ar: string): HouseholdMeasure => ({ tr, en, ar });

export const HOUSEHOLD_MEASURES: readonly HouseholdMeasure[] = [
  // Cups, glasses, bowls and spoons of a Turkish kitchen (su bardağı = 200 ml, çay bardağı = 100 ml).
  m('su bardağı', 'glass', 'كوب'),
  m('çay bardağı', 'tea glass', 'كوب شاي'),
  m('bardak', 'glass', 'كوب'),
  m('kahve fincanı', 'coffee cup', 'فنجان قهوة'),
  m('fincan', 'cup', 'فنجان'),
  m('kupa', 'mug', 'كوب كبير'),
  m('kase', 'bowl', 'وعاء'),
  m('kepçe', 'ladle', 'مغرفة'),
  m('yemek kaşığı', 'tablespoon', 'ملعقة كبيرة'),
  m('tatlı kaşığı', 'dessert spoon', 'ملعقة متوسطة'),
  m('çay kaşığı', 'teaspoon', 'ملعقة صغيرة'),
  m('kaşık', 'spoon', 'ملعقة'),
  m('avuç', 'handful', 'حفنة'),
  m('tutam', 'pinch', 'رشة'),
  m('ölçek', 'scoop', 'مكيال'),
  m('porsiyon', 'serving', 'حصة'),
  // Pieces and sizes.
  m('dilim', 'slice', 'شريحة'),
  m('adet', 'piece', 'حبة'),
  m('tane', 'piece', 'حبة'),
  m('parça', 'piece', 'قطعة'),
  m('orta boy', 'medium', 'حبة متوسطة'),
  m('küçük boy', 'small', 'حبة صغيرة'),
  m('büyük boy', 'large', 'حبة كبيرة'),
  m('yarım', 'half', 'نصف'),
  m('çeyrek ekmek', 'quarter loaf', 'ربع رغيف'),
  m('diş', 'clove', 'فص'),
  m('yaprak', 'leaf', 'ورقة'),
  m('sap', 'stalk', 'عود'),
  m('demet', 'bunch', 'حزمة'),
  m('küçük salkım', 'small bunch', 'عنقود صغير'),
  m('salkım', 'bunch', 'عنقود'),
  m('top', 'scoop', 'كرة'),
  m('kibrit kutusu', 'matchbox-sized piece', 'قطعة بحجم علبة الكبريت'),
  m('küp şeker', 'sugar cube', 'مكعب سكر'),
  m('kare', 'square', 'مربع'),
  m('tablet', 'bar', 'لوح'),
  m('köfte', 'meatball', 'كفتة'),
  m('kutu', 'can', 'علبة'),
  m('paket', 'packet', 'عبوة'),
  m('meyve', 'fruit', 'ثمرة'),
  m('kanat', 'wing', 'جناح'),
  m('but', 'thigh', 'فخذ'),
  m('baget', 'drumstick', 'ساق'),
  m('göğüs', 'breast', 'صدر'),
  m('pirzola', 'chop', 'ريشة'),
  m('fileto', 'fillet', 'فيليه'),
  m('biftek', 'steak', 'ستيك'),
  m('kurabiye', 'cookie', 'بسكويتة'),
  m('kraker', 'cracker', 'كراكر'),
];

/** Longest first, so 'küçük salkım' is found before 'salkım' would be. */
const BY_LENGTH = [...HOUSEHOLD_MEASURES].sort((a, b) => b.tr.length - a.tr.length);

export interface PortionName {
  /** The leading count ('0,5 su bardağı' → 0.5); null when the name has none ('yarım ekmek'). */
  count: number | null;
  /** The rest: as written by splitPortionName, without its asides in a HouseholdPortion. */
  phrase: string;
}

/** '0,5 su bardağı' → 0.5 and 'su bardağı'; '1.5 cups' → 1.5 and 'cups'. A fraction ('1/2 cup') is no count. */
export function splitPortionName(name: string): PortionName {
  const found = /^(\d+(?:[.,]\d+)?)\s+(\S.*)$/u.exec(name.trim());
  if (!found) return { count: null, phrase: name.trim() };
  return { count: Number(found[1]!.replace(',', '.')), phrase: found[2]! };
}

/** A phrase without its bracketed asides ('dilim (1 oz)' → 'dilim'): the weight is printed beside it anyway. */
export const withoutAsides = (phrase: string): string =>
  phrase
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface HouseholdPortion extends PortionName {
  measure: HouseholdMeasure;
}

/** The household measure a portion's Turkish name starts with ('1 adet sivri' → adet), or null. */
export function householdPortion(nameTr: string | null | undefined): HouseholdPortion | null {
  if (!nameTr) return null;
  const name = splitPortionName(nameTr);
  const phrase = withoutAsides(name.phrase);
  const key = phrase.toLocaleLowerCase('tr');
  const measure = BY_LENGTH.find((x) => key === x.tr || key.startsWith(`${x.tr} `));
  return measure ? { count: name.count, phrase, measure } : null;
}
