// The registry rows of the recipes area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource, recordType } from '../resourceDef';
import {
  RECIPE_DIFFICULTIES,
  RECIPE_LANGS,
  RECIPE_TYPES,
  type RecipeIngredientRecord,
  type RecipeRecord,
  recipeIngredientSchema,
  recipeSchema,
} from '../schemas/recipes';
import { status } from './common';

export const recipesRows = {
  recipes: defineResource({
    name: 'recipes',
    record: recordType<RecipeRecord>(),
    computed: ['ingredient_rows', 'computed'],
    path: 'recipes',
    family: 'RECIPES',
    sortable: [
      'id',
      'title',
      'type',
      'lang',
      'status',
      'difficulty',
      'cooking_time',
      'calorie',
      'created_at',
    ],
    filters: {
      id: 'eq',
      type: { kind: 'eq', options: RECIPE_TYPES },
      lang: { kind: 'eq', options: RECIPE_LANGS },
      status,
      difficulty: { kind: 'eq', options: RECIPE_DIFFICULTIES },
    },
    search: { param: 'title', columns: ['title'], rank: true },
    searchForm: ['title', 'type', 'lang', 'status'],
    schema: recipeSchema,
    richText: ['content', 'ingredients'],
    json: ['attributes'],
    listOmit: ['content', 'ingredients'],
    dependsOn: ['recipe_ingredients', 'foods', 'food_portions'],
    mediaOwner: 'recipe',
    screens: { list: '/recipes', add: '/recipe-add', edit: '/recipe-edit/:id' },
  }),
  /** A recipe's weighed ingredient rows (spec: recipes/{id}/ingredients POST, PUT, DELETE; the edit screen lists them). */
  recipeIngredients: defineResource({
    name: 'recipeIngredients',
    record: recordType<RecipeIngredientRecord>(),
    computed: ['food_name_tr', 'food_name_en', 'portion_name_tr', 'portion_name_en', 'nutrients'],
    path: 'recipes/:recipe_id/ingredients',
    family: 'RECIPE_INGREDIENTS',
    entity: 'recipe_ingredients',
    i18n: 'recipes.ingredient_rows',
    parents: [{ param: 'recipe_id', resource: 'recipes', column: 'recipe_id' }],
    defaultSort: { sort: 'id', sort_by: 'ASC' },
    sortable: ['id', 'grams'],
    schema: recipeIngredientSchema,
    references: { food_id: 'foods', portion_id: 'foodPortions' },
    dependsOn: ['foods', 'food_portions'],
  }),
} as const;
