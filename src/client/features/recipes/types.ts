// The recipes area's records, as the registry answers them (shared with the server).
import type { RecordOf } from '../../../shared/recordOf';

export type { MediaEntry } from '../../../shared/schemas/media';
export type {
  RecipeDifficulty,
  RecipeIngredientRecord as RecipeIngredient,
  RecipeRecord as Recipe,
  RecipeType,
} from '../../../shared/schemas/recipes';

/** A food an ingredient row names (the foods area's record). */
export type Food = RecordOf<'foods'>;
