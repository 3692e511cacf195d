// One record type per entity as the API answers it (spec part 1 §3, part 2 §3), shared by the SPA and the
// server: the slices, screens and server hooks are typed with these, never with a copy.
import type { ARTICLE_LANGS, ARTICLE_TYPES } from './schemas/articles';
import type { RecordStatus, UserStatus, UserType } from './types';
import type { ComputedNutrients, Nutrients } from './nutrition';
import type { FOOD_CATEGORIES } from './schemas/foods';
import type { RECIPE_DIFFICULTIES, RECIPE_LANGS, RECIPE_TYPES } from './schemas/recipes';
import type { Meal } from './schemas/dietLists';

/** An entry of a record's attributes.media: an upload (with its media id) or a link. */
export interface MediaEntry {
  id?: number;
  type: string;
  url: string;
}

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  type: UserType;
  name: string;
  lastname: string;
  title: string;
  phone: string;
  status: UserStatus;
  branches_id: number | null;
  roles_id: number | null;
}

export interface RoleRecord {
  id: number;
  name: string;
  status: RecordStatus;
  permissions: string[];
}

/** One entry of GET permissions (spec part 1 §7). */
export interface PermissionGroup {
  group: string;
  permissions: string[];
}

export interface BranchRecord {
  id: number;
  name: string;
  supervisor_id: number | null;
  nutritionist_id: number | null;
  status: RecordStatus;
  /** Province plate code (src/shared/cities.ts). */
  city: number | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  attributes?: { media?: MediaEntry[] };
}

export type ArticleType = (typeof ARTICLE_TYPES)[number];
export type ArticleLang = (typeof ARTICLE_LANGS)[number];
export type ArticleMedia =
  { type: 'youtube'; url: string } | { type: 'image' | 'video'; url: string; id: number };

export interface ArticleRecord {
  id: number;
  title: string;
  type: ArticleType;
  lang: ArticleLang;
  status: RecordStatus;
  summary: string;
  /** Left out of list answers (the registry's listOmit). */
  content: string;
  youtube_url: string;
  attributes: { media?: ArticleMedia[] };
  created_at?: string;
}

/** A member; the password is never returned. */
export interface MemberRecord {
  id: number;
  name: string;
  birthdate: string | null;
  email: string;
  job: string;
  reference: number;
  phone: string;
  mobile: string;
  status: RecordStatus;
  /** 1 = gym member, 0 = not. */
  customer_type: number;
  address: string;
  work_address: string;
  emergency_title: string;
  emergency_name: string;
  emergency_phone: string;
  coach_id: number | null;
  nutritionist_id: number | null;
  branches_id: number | null;
  height: number;
  use_device_health: number;
  target_daily_calorie: number;
}

export interface MediaRecord {
  id: number;
  owner: string;
  owner_id: number;
  kind: 'image' | 'video';
  mime_type: string;
  size: number;
  url: string;
}

/** The record type of each registry row (by name). */
export interface RecordTypes {
  users: UserRecord;
  roles: RoleRecord;
  branches: BranchRecord;
  articles: ArticleRecord;
  members: MemberRecord;
  userMembers: MemberRecord;
  media: MediaRecord;
  mediaStorage: MediaRecord;
  // Nutrition (issue 11): foods, portions, recipes, ingredient rows.
  foods: FoodRecord;
  foodPortions: FoodPortionRecord;
  recipes: RecipeRecord;
  recipeIngredients: RecipeIngredientRecord;
  // Diet lists (issue 11).
  dietLists: DietListRecord;
  memberDietLists: DietListRecord;
  dietListItems: DietListItemRecord;
}

// Nutrition (issue 11). A food's nutrients are per 100 g; energy is kcal (FoodData Central nutrient 1008).
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** A named household measure of a food and its weight ('1 dilim' = 30 g). */
export interface FoodPortionRecord {
  id: number;
  food_id: number;
  name_tr: string;
  name_en: string;
  grams: number;
}

export interface FoodRecord extends Nutrients {
  id: number;
  name_tr: string;
  name_en: string;
  category: FoodCategory;
  /** FoodData Central id of the source record; null for a food typed in by hand. */
  fdc_id: number | null;
  /** 'USDA FoodData Central SR Legacy', '... Foundation', 'recipe' for a dish built from a recipe, or ''. */
  source: string;
  /** Its portions, lightest first (read-only: written through foods/{id}/portions). */
  portions?: FoodPortionRecord[];
}

export type RecipeType = (typeof RECIPE_TYPES)[number];
export type RecipeLang = (typeof RECIPE_LANGS)[number];
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];

/** One ingredient row of a recipe; `grams` is computed by the server from amount and portion. */
export interface RecipeIngredientRecord {
  id: number;
  recipe_id: number;
  food_id: number;
  /** null (or 0 when written): the amount is in grams. */
  portion_id: number | null;
  amount: number;
  grams: number;
  // Read-only, filled when read:
  food_name_tr?: string;
  food_name_en?: string;
  portion_name_tr?: string | null;
  portion_name_en?: string | null;
  nutrients?: Nutrients;
}

export interface RecipeRecord {
  id: number;
  title: string;
  lang: RecipeLang;
  type: RecipeType;
  status: RecordStatus;
  /** Rich text; content and ingredients are left out of list answers. */
  content: string;
  /** Rich text written by hand (the spec's field); the weighed rows are `ingredient_rows`. */
  ingredients: string;
  /** Typed-in figures of the spec (per serving). */
  calorie: number;
  carbohydrate: number;
  fat: number;
  protein: number;
  difficulty: RecipeDifficulty;
  /** Minutes. */
  cooking_time: number;
  servings: number;
  attributes: { media?: MediaEntry[] };
  created_at?: string;
  // Read-only, filled when read:
  ingredient_rows?: RecipeIngredientRecord[];
  computed?: ComputedNutrients;
}

// Diet lists (issue 11): a member's plan; its items are written with it (`items`) and answered with what their
// food or recipe holds.
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
export interface DietListRecord {
  id: number;
  member_id: number;
  nutritionist_id: number | null;
  title: string;
  start_date: string;
  end_date: string;
  notes: string;
  day_count: number;
  items?: DietListItemRecord[];
  created_at?: string;
  // Read-only, filled when read:
  member_name?: string;
  nutritionist_name?: string;
  target_daily_calorie?: number;
}
