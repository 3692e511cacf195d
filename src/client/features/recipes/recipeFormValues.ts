// Recipe form values (spec part 2 §3, §5): the spec's defaults are calorie 0, carbohydrate '0', fat '0',
// protein '0', difficulty medium and cooking_time 0; servings (1) divides the computed totals.
import type { Body } from '../../api/resourceClient';
import type { MediaEntry, Recipe } from './types';

export interface RecipeFormValues {
  title: string;
  lang: string;
  type: string;
  status: string;
  content: string;
  ingredients: string;
  calorie: number | string;
  carbohydrate: string;
  fat: string;
  protein: string;
  difficulty: string;
  cooking_time: number | string;
  servings: number | string;
}

export const newRecipeValues: RecipeFormValues = {
  title: '',
  lang: '',
  type: '',
  status: '',
  content: '',
  ingredients: '',
  calorie: 0,
  carbohydrate: '0',
  fat: '0',
  protein: '0',
  difficulty: 'medium',
  cooking_time: 0,
  servings: 1,
};

export function recipeToValues(recipe: Recipe): RecipeFormValues {
  return {
    title: recipe.title,
    lang: recipe.lang,
    type: recipe.type,
    status: recipe.status,
    content: recipe.content ?? '',
    ingredients: recipe.ingredients ?? '',
    calorie: recipe.calorie ?? 0,
    carbohydrate: String(recipe.carbohydrate ?? 0),
    fat: String(recipe.fat ?? 0),
    protein: String(recipe.protein ?? 0),
    difficulty: recipe.difficulty ?? 'medium',
    cooking_time: recipe.cooking_time ?? 0,
    servings: recipe.servings ?? 1,
  };
}

export const recipeToBody = (values: RecipeFormValues): Body => ({ ...values });

type StoredImage = MediaEntry & { id: number };

/** The uploaded image of a recipe (type image, with its media id). */
export const recipeImageOf = (media: readonly MediaEntry[] | undefined): StoredImage | undefined =>
  media?.find((entry): entry is StoredImage => entry.type === 'image' && typeof entry.id === 'number');
