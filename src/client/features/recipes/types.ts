// The recipes area's records (one type each, shared with the server).
export type {
  FoodRecord as Food,
  MediaEntry,
  RecipeDifficulty,
  RecipeIngredientRecord as RecipeIngredient,
  RecipeRecord as Recipe,
  RecipeType,
} from '../../../shared/records';
