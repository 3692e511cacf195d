import type { ServerModule } from '../module';
import recipesHooks from './recipeHooks';
import recipeIngredientsHooks from './ingredientHooks';

const area: ServerModule = {
  hooks: { recipes: recipesHooks, recipe_ingredients: recipeIngredientsHooks },
};

export default area;
