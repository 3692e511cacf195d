// Diet list form: a member's eating plan written by a nutritionist — title, dates, notes, a number
// of days, and its items: each a food (`amount` of one of its portions, or `amount` grams) or a recipe
// (`amount` servings) in a meal of a day. Meals are the member file's (breakfast, lunch, dinner, snacks). The server validates every
// write with this schema and checks the referenced member, foods, portions and recipes exist.
import { object } from 'yup';
import { MEALS, type Meal } from '../meals';
import type { Nutrients } from '../nutrition';
import type { SchemaRecord } from '../schemaRecord';
import {
  INVALID,
  REQUIRED,
  TOO_LARGE,
  isoDate,
  oneOfRequired,
  optionalId,
  optionalList,
  optionalText,
  requiredId,
  requiredNumber,
  requiredText,
} from './fields';

export { MEALS, type Meal } from '../meals';

export const MAX_DIET_DAYS = 31;
export const MAX_DIET_ITEMS = 600;

export const dietListItemSchema = object({
  day: requiredId()
    .min(1, INVALID)
    .test('day', INVALID, (value, context) => {
      // The list's day_count bounds the day; `from` walks up to the list (item, then list).
      const list = (context.from ?? [])[1]?.value as { day_count?: unknown } | undefined;
      const days = Number(list?.day_count);
      return value === undefined || !Number.isFinite(days) || value <= days;
    }),
  meal: oneOfRequired(MEALS),
  /** A food (with one of its portions, or none: then `amount` is grams) or a recipe (`amount` servings). */
  food_id: optionalId().min(1, INVALID),
  portion_id: optionalId().min(1, INVALID),
  recipe_id: optionalId().min(1, INVALID),
  amount: requiredNumber().moreThan(0, INVALID).max(100_000, TOO_LARGE),
  note: optionalText(200),
}).test('what', REQUIRED, function exactlyOne(item) {
  if (Boolean(item.food_id) === Boolean(item.recipe_id))
    return this.createError({ path: `${this.path}.food_id`, message: REQUIRED });
  if (item.recipe_id && item.portion_id)
    return this.createError({ path: `${this.path}.portion_id`, message: INVALID });
  return true;
});

export const dietListSchema = object({
  member_id: requiredId().min(1, INVALID),
  /** The nutritionist who wrote it; the author when left empty. */
  nutritionist_id: optionalId(),
  title: requiredText(200),
  start_date: isoDate(),
  end_date: isoDate().test('after-start', INVALID, (value, context) => {
    const start = (context.parent as { start_date?: string }).start_date;
    return !value || !start || value >= start;
  }),
  notes: optionalText(5000),
  day_count: requiredId().min(1, INVALID).max(MAX_DIET_DAYS, TOO_LARGE),
  /** Every item of the list; absent on an edit that leaves them as they are. */
  items: optionalList(dietListItemSchema).max(MAX_DIET_ITEMS, TOO_LARGE).optional(),
});

/** Values of a new diet list's form. */
export const DIET_LIST_CREATE_DEFAULTS = { day_count: 1, notes: '', items: [] };

// The records as answered (the registry rows name them in `record`): a list's items are written with it
// (`items`) and answered with what their food or recipe holds.
/** Hand-written: an item's id and list are absent until it is stored, and it answers its food's or recipe's names. */
export interface DietListItemRecord {
  id?: number;
  diet_list_id?: number;
  day: number;
  meal: Meal;
  food_id: number | null;
  /** With a food: `amount` of this portion; without: `amount` grams. With a recipe: `amount` servings. */
  portion_id: number | null;
  recipe_id: number | null;
  amount: number;
  note: string;
  // Read-only, filled when read:
  /** Weight of a food item. */
  grams?: number;
  name_tr?: string;
  name_en?: string;
  portion_name_tr?: string | null;
  portion_name_en?: string | null;
  nutrients?: Nutrients;
}

export type DietListRecord = Omit<SchemaRecord<typeof dietListSchema>, 'items'> & {
  items?: DietListItemRecord[];
  created_at?: string;
  // Read-only, filled when read:
  member_name?: string;
  nutritionist_name?: string;
  target_daily_calorie?: number;
};
