// Demo diet lists (issue 11): a few weekly plans by the demo nutritionist for members assigned to her, built
// from the demo foods (with their household portions) and Turkish recipes, so /dietlists, a member's diets tab
// and the PDF open with real content. Runs after the nutrition seed; deterministic like the rest.
import type { Kysely } from 'kysely';
import type { Meal } from '../../../shared/schemas/dietLists';
import { gramsOf } from '../../../shared/nutrition';
import { isoNow } from '../../db/time';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';

/** What a meal holds: a food by the start of its Turkish name with a portion count, or a recipe's servings. */
type Line = { food: string; portions: number } | { recipe: string; servings: number };

const PLAN: Record<Meal, Line[][]> = {
  breakfast: [
    [
      { food: 'Yumurta', portions: 1 },
      { food: 'Beyaz peynir', portions: 1 },
      { food: 'Domates', portions: 1 },
    ],
    [
      { recipe: 'Menemen', servings: 1 },
      { food: 'Tam buğday', portions: 1 },
      { food: 'Zeytin', portions: 1 },
    ],
    [
      { recipe: 'Muzlu yulaf lapası', servings: 1 },
      { food: 'Ceviz', portions: 2 },
    ],
  ],
  lunch: [
    [
      { recipe: 'Mercimek çorbası', servings: 1 },
      { recipe: 'Çoban salatası', servings: 1 },
    ],
    [
      { recipe: 'Nohut yemeği', servings: 1 },
      { recipe: 'Bulgur pilavı', servings: 1 },
      { recipe: 'Cacık', servings: 1 },
    ],
    [
      { recipe: 'Tavuk sote', servings: 1 },
      { food: 'Yoğurt', portions: 1 },
    ],
  ],
  dinner: [
    [
      { recipe: 'Zeytinyağlı taze fasulye', servings: 1 },
      { food: 'Yoğurt', portions: 1 },
    ],
    [
      { recipe: 'Fırında köfte', servings: 1 },
      { recipe: 'Çoban salatası', servings: 1 },
    ],
    [
      { recipe: 'Ezogelin çorbası', servings: 1 },
      { recipe: 'Mercimek köftesi', servings: 1 },
    ],
  ],
  snacks: [
    [{ food: 'Elma', portions: 1 }],
    [
      { recipe: 'Ayran', servings: 1 },
      { food: 'Badem', portions: 1 },
    ],
    [{ food: 'Muz', portions: 1 }],
  ],
};

const LISTS = [
  {
    title: 'Kilo verme programı — 1. hafta',
    days: 7,
    notes: 'Günde en az 2 litre su için. Akşam yemeğinden sonra atıştırmayın.',
  },
  {
    title: 'Dengeli beslenme planı',
    days: 3,
    notes: 'Şekerli içecekler yerine ayran veya maden suyu tercih edin.',
  },
  { title: 'Spor öncesi hafif menü', days: 2, notes: 'Antrenmandan 2 saat önce ara öğün yapın.' },
  { title: 'Kış dönemi planı', days: 5, notes: 'Çorbaları tam buğday ekmeğiyle tüketin.' },
  { title: 'Bakım dönemi', days: 3, notes: '' },
  { title: 'Ramazan ayı planı', days: 4, notes: 'Sahurda yumurta ve peynir; iftarda çorbayla başlayın.' },
];

const day = (offset: number) => new Date(Date.UTC(2026, 10, 2 + offset)).toISOString().slice(0, 10);

export async function seedDietLists(db: Kysely<Database>): Promise<void> {
  const nutritionist = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'nutritionist')
    .executeTakeFirst();
  if (!nutritionist) return;
  const members = await db
    .selectFrom('members')
    .select('id')
    .where('nutritionist_id', '=', nutritionist.id)
    .orderBy('id')
    .limit(LISTS.length)
    .execute();
  const foods = await db.selectFrom('foods').select(['id', 'name_tr']).orderBy('id').execute();
  const portions = await db
    .selectFrom('food_portions')
    .select(['id', 'food_id', 'grams'])
    .orderBy('id')
    .execute();
  const recipes = await db.selectFrom('recipes').select(['id', 'title']).execute();
  if (members.length === 0 || foods.length === 0) return;
  const food = (prefix: string) => foods.find((f) => f.name_tr.startsWith(prefix));
  const recipe = (title: string) => recipes.find((r) => r.title === title);

  const now = isoNow();
  for (const [i, list] of LISTS.entries()) {
    const member = members[i % members.length]!;
    const { id } = await db
      .insertInto('diet_lists')
      .values({
        member_id: member.id,
        nutritionist_id: nutritionist.id,
        title: list.title,
        start_date: day(i * 7),
        end_date: day(i * 7 + list.days - 1),
        notes: list.notes,
        day_count: list.days,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = [];
    for (let d = 1; d <= list.days; d += 1) {
      for (const meal of Object.keys(PLAN) as Meal[]) {
        const lines = PLAN[meal][(d + i) % PLAN[meal].length]!;
        for (const line of lines) {
          if ('recipe' in line) {
            const found = recipe(line.recipe);
            if (found)
              items.push({
                day: d,
                meal,
                recipe_id: found.id,
                food_id: null,
                portion_id: null,
                amount: line.servings,
                grams: 0,
              });
            continue;
          }
          const found = food(line.food);
          if (!found) continue;
          const portion = portions.find((p) => p.food_id === found.id) ?? null;
          const amount = portion ? line.portions : 100 * line.portions;
          items.push({
            day: d,
            meal,
            food_id: found.id,
            portion_id: portion?.id ?? null,
            recipe_id: null,
            amount,
            grams: gramsOf(amount, portion),
          });
        }
      }
    }
    if (items.length > 0)
      await db
        .insertInto('diet_list_items')
        .values(items.map((item, position) => ({ ...item, diet_list_id: id, position, note: '' })))
        .execute();
  }
  await bumpVersion(db, 'diet_lists');
  await bumpVersion(db, 'diet_list_items');
}
