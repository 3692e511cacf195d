// How much of a diet-list item to take, as the member reads it in their language: a recipe in servings, a food
// in a household measure with its weight ('2 yemek kaşığı (30 g)') when its portion is one, else by its weight
// alone ('18 g'), every number in the language's format. The PDF prints it; it holds nothing of the server's.
import { RTL_LANGUAGES, type Language } from '../../i18n';
import { householdPortion, splitPortionName, withoutAsides, type PortionName } from './householdMeasures';
import { formatNumber } from './numberFormat';

export interface AmountItem {
  /** With a food: `amount` of this portion; without: `amount` grams. */
  portion_id: number | null;
  /** With a recipe: `amount` servings. */
  recipe_id: number | null;
  amount: number;
  /** The item's weight. */
  grams?: number;
  portion_name_tr?: string | null;
  portion_name_en?: string | null;
}

/** A portion's weight: whole grams from 10 g up, one decimal below (a pinch of salt is '0,4 g', not '0 g'). */
export const gramsText = (grams: number, lang: string): string =>
  `${formatNumber(grams, lang, { maximumFractionDigits: Math.abs(grams) < 10 ? 1 : 0 })} g`;

const countText = (n: number, lang: string) => formatNumber(n, lang, { maximumFractionDigits: 2 });

/** A portion taken `amount` times: '1 dilim' × 2 → '2 dilim'; a name without a count → '2 × yarım ekmek'. */
function times({ count, phrase }: PortionName, amount: number, lang: string): string | null {
  if (phrase === '') return null;
  return count === null
    ? `${countText(amount, lang)} × ${phrase}`
    : `${countText(count * amount, lang)} ${phrase}`;
}

/** The portion taken, named in `lang`; null when it is no measure the member could be told in that language. */
export function portionText(item: AmountItem, lang: string): string | null {
  const household = householdPortion(item.portion_name_tr);
  if (lang === 'en') {
    // English keeps the portion's English name: USDA's own words are English.
    if (item.portion_name_en) {
      const name = splitPortionName(item.portion_name_en);
      return times({ ...name, phrase: withoutAsides(name.phrase) }, item.amount, lang);
    }
    return household && times({ ...household, phrase: household.measure.en }, item.amount, lang);
  }
  if (!household) return null;
  if (lang === 'tr') return times(household, item.amount, lang);
  // Foods have no Arabic portion names: the measure is said in Arabic, a Turkish qualifier is left out.
  return times({ ...household, phrase: household.measure.ar }, item.amount, lang);
}

/** '1,5 porsiyon', '2 yemek kaşığı (30 g)', '18 g' (a portion with no household name), '150 g'. */
export function amountText(item: AmountItem, lang: string, serving: string): string {
  if (item.recipe_id) return `${countText(item.amount, lang)} ${serving}`;
  // Grams typed by the nutritionist are printed as typed (to a tenth).
  if (!item.portion_id) return `${formatNumber(item.amount, lang, { maximumFractionDigits: 1 })} g`;
  const grams = gramsText(item.grams ?? 0, lang);
  const portion = portionText(item, lang);
  if (!portion) return grams;
  // Isolated left to right, or an Arabic line would order '(100 g)' as '(g 100)'.
  return `${portion} (${RTL_LANGUAGES.includes(lang as Language) ? `\u2066${grams}\u2069` : grams})`;
}
