// Demo diet lists: plans by the demo nutritionists for every other member with a full file
// (demoPlan.ts) assigned to them, starting after the member joined, built from the demo foods (found by the start
// of their Turkish name, with their household portions) and Turkish recipes, so /dietlists, a member's diets tab
// and the PDF open with real content. Runs after the nutrition seed; deterministic and bulk-inserted.
import type { Kysely } from 'kysely';
import type { Meal } from '../../../shared/schemas/dietLists';
import { gramsOf } from '../../../shared/nutrition';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';
import { DAY_MS, isoDay, membersWithFiles, random, startOfDay } from '../../db/seed/demoPlan';

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

/** Of the members with a full file (newest first), every this many has a diet list. */
const LIST_EVERY = 2;

export async function seedDietLists(db: Kysely<Database>): Promise<void> {
  const rand = random(20261126);
  const now = Date.now();
  const today = startOfDay(now);
  const nutritionists = new Set(
    (await db.selectFrom('users').select('id').where('type', '=', 'nutritionist').execute()).map((n) => n.id),
  );
  const members = membersWithFiles(
    await db.selectFrom('members').select(['id', 'nutritionist_id', 'created_at', 'status']).execute(),
  )
    .filter((_, i) => i % LIST_EVERY === 0)
    .filter((m) => nutritionists.has(Number(m.nutritionist_id)));
  const foods = await db.selectFrom('foods').select(['id', 'name_tr']).orderBy('id').execute();
  const recipes = await db.selectFrom('recipes').select(['id', 'title']).execute();
  if (members.length === 0 || foods.length === 0) return;
  // Each food of the plan by the start of its Turkish name, looked up once, with its first portion.
  const prefixes = new Set(
    Object.values(PLAN)
      .flat(2)
      .flatMap((line) => ('food' in line ? [line.food] : [])),
  );
  const byPrefix = new Map([...prefixes].map((p) => [p, foods.find((f) => f.name_tr.startsWith(p))]));
  const food = (prefix: string) => byPrefix.get(prefix);
  const ids = [...byPrefix.values()].flatMap((f) => (f ? [f.id] : []));
  const portions =
    ids.length === 0
      ? []
      : await db
          .selectFrom('food_portions')
          .select(['id', 'food_id', 'grams'])
          .where('food_id', 'in', ids)
          .orderBy('id')
          .execute();
  const recipe = (title: string) => recipes.find((r) => r.title === title);
  const portionOf = new Map<number, (typeof portions)[number]>();
  for (const p of portions) if (!portionOf.has(p.food_id)) portionOf.set(p.food_id, p);

  // Each list starts a few days after the member joined, within the last weeks (or in the coming days).
  const plans = members.map((member, i) => {
    const list = LISTS[i % LISTS.length]!;
    const joinedAt = Date.parse(member.created_at);
    const start = Math.max(startOfDay(joinedAt) + 2 * DAY_MS, today - Math.floor(rand() * 35) * DAY_MS);
    const written = new Date(
      Math.min(now, Math.max(joinedAt, start - DAY_MS + 15 * 3_600_000)),
    ).toISOString();
    return { member, list, i, start, written };
  });
  // Stored in the order they were written.
  plans.sort((a, b) => a.written.localeCompare(b.written) || a.member.id - b.member.id);
  const lists = await db
    .insertInto('diet_lists')
    .values(
      plans.map(({ member, list, start, written }) => ({
        member_id: member.id,
        nutritionist_id: Number(member.nutritionist_id),
        title: list.title,
        start_date: isoDay(start),
        end_date: isoDay(start + (list.days - 1) * DAY_MS),
        notes: list.notes,
        day_count: list.days,
        created_at: written,
        updated_at: written,
      })),
    )
    .returning(['id', 'member_id'])
    .execute();
  const listOf = new Map(lists.map((l) => [l.member_id, l.id]));
  const rows = [];
  for (const { member, list, i } of plans) {
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
          const portion = portionOf.get(found.id) ?? null;
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
    const diet_list_id = listOf.get(member.id)!;
    rows.push(
      ...items.map((item, position) => ({
        ...item,
        diet_list_id,
        position,
        note: '',
      })),
    );
  }
  for (let k = 0; k < rows.length; k += 200)
    await db
      .insertInto('diet_list_items')
      .values(rows.slice(k, k + 200))
      .execute();
  await bumpVersion(db, 'diet_lists');
  await bumpVersion(db, 'diet_list_items');
}
