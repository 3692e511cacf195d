// The registry rows of the foods area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource, recordType } from '../resourceDef';
import { FOOD_CATEGORIES, type FoodPortionRecord, foodPortionSchema, foodSchema } from '../schemas/foods';

export const foodsRows = {
  // (totals and one serving from those rows), so their list caches follow the tables those read.
  foods: defineResource({
    name: 'foods',
    // Its portions, lightest first (read-only: written through foods/{id}/portions).
    record: recordType<{ portions?: FoodPortionRecord[] }>(),
    path: 'foods',
    family: 'FOODS',
    defaultCount: 20,
    sortable: ['id', 'name_tr', 'name_en', 'category', 'energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g'],
    filters: {
      id: 'eq',
      category: { kind: 'eq', options: FOOD_CATEGORIES },
      fdc_id: 'eq',
      ndb_number: 'eq',
    },
    // The typed name first: "Yumurta" before "Bıldırcın yumurtası".
    search: { param: 'name', columns: ['name_tr', 'name_en'], rank: true },
    searchForm: ['name', 'category'],
    schema: foodSchema,
    // A food typed in by hand has no USDA number (the form's '' is stored as null).
    nullable: ['ndb_number'],
    dependsOn: ['food_portions'],
    screens: { list: '/foods', add: '/food-add', edit: '/food-edit/:id' },
  }),
  /** A food's household measures (spec: foods/{id}/portions POST and DELETE; the edit screen lists them). */
  foodPortions: defineResource({
    name: 'foodPortions',
    record: recordType<FoodPortionRecord>(),
    path: 'foods/:food_id/portions',
    family: 'FOOD_PORTIONS',
    entity: 'food_portions',
    i18n: 'foods.portions',
    parents: [{ param: 'food_id', resource: 'foods', column: 'food_id' }],
    defaultSort: { sort: 'grams', sort_by: 'ASC' },
    sortable: ['id', 'grams', 'name_tr'],
    schema: foodPortionSchema,
  }),
} as const;
