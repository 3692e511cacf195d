// One record type per entity as the API answers it (spec part 1 §3, part 2 §3), shared by the SPA and the
// server: the slices, screens and server hooks are typed with these, never with a copy. A record is its schema's
// (schemaRecord.ts: the registry row's `nullable` fields may be null) plus what the schema cannot say — ids of
// parents, computed and JSON fields; the few written by hand say why. A row names its record in its `record`
// (resourceDef.ts), read by RecordOf<name>. The aliases (`UserRecord = RecordOf<'users'>`) read the registry's
// type; a type a row names must not, or the registry's type would depend on itself.
import type { ARTICLE_LANGS, ARTICLE_TYPES } from './schemas/articles';
import type { REPORT_STATUSES, REPORT_TYPES } from './schemas/reports';
import type { ComputedNutrients, Nutrients } from './nutrition';
import type { FOOD_CATEGORIES } from './schemas/foods';
import type { RECIPE_DIFFICULTIES, RECIPE_LANGS, RECIPE_TYPES } from './schemas/recipes';
import type { Meal, dietListSchema } from './schemas/dietLists';
import type { articleSchema } from './schemas/articles';
import type { reportSchema } from './schemas/reports';
import type {
  COURSE_PACKAGE_STATUSES,
  packageDayMoveSchema,
  packageDaySchema,
} from './schemas/coursePackages';
import type { foodPortionSchema } from './schemas/foods';
import type { recipeIngredientSchema, recipeSchema } from './schemas/recipes';
import type { memberPackageSchema } from './schemas/memberPackages';
import type { RecordOf } from './recordOf';
import type { SchemaRecord } from './schemaRecord';
import type { ConsultationType } from './schemas/consultations';
import type { DELIVERY_STATES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from './schemas/notifications';
import type { PackageFreeze } from './schemas/memberPackages';
import type { answerPostureAnalysisSchema, startPostureAnalysisSchema } from './schemas/postureAnalysis';

/** An entry of a record's attributes.media: an upload (with its media id) or a link. */
export interface MediaEntry {
  id?: number;
  type: string;
  url: string;
  /** The file field of its owner an upload fills (a row's `files`), when it names one. */
  slot?: string;
}

/** A staff user: the edit form's fields (the password is never answered). */
export type UserRecord = RecordOf<'users'>;

export type RoleRecord = RecordOf<'roles'>;

/** One entry of GET permissions (spec part 1 §7). */
export interface PermissionGroup {
  group: string;
  permissions: string[];
}

/** A branch; `city` is a province plate code (src/shared/cities.ts). */
export type BranchRecord = RecordOf<'branches'>;

export type ArticleType = (typeof ARTICLE_TYPES)[number];
export type ArticleLang = (typeof ARTICLE_LANGS)[number];
export type ArticleMedia =
  { type: 'youtube'; url: string } | { type: 'image' | 'video'; url: string; id: number };

/** An article; `content` is left out of list answers (the registry's listOmit), youtube_url derived when read. */
export type ArticleRecord = SchemaRecord<typeof articleSchema> & {
  attributes: { media?: ArticleMedia[] };
  created_at?: string;
};

/** A member (customer_type 1 = gym member, 0 = not); the password is never returned. */
export type MemberRecord = RecordOf<'members'>;

export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A progress report on a member; names are computed on read (modules/reports/hooks.ts). */
export type ReportRecord = Omit<SchemaRecord<typeof reportSchema>, 'content'> & ReportServerFields;

/** What the server writes and computes beside the form's fields. */
interface ReportServerFields {
  /** Left out of list answers (the registry's listOmit). */
  content?: string;
  status: ReportStatus;
  author_id: number | null;
  approved_by: number | null;
  approved_at: string | null;
  member_name?: string;
  author_name?: string;
  approver_name?: string;
  created_at?: string;
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

// --- Posture analysis and moves library (issue 12) ---

/** A member's posture analysis (spec part 2 §3): four photos, the member's comment, the instructor's answer. */
export type PostureAnalysisRecord = SchemaRecord<typeof startPostureAnalysisSchema> &
  Omit<SchemaRecord<typeof answerPostureAnalysisSchema>, 'id'> &
  PostureAnalysisServerFields;

/** What the server writes and computes beside the two forms' fields. */
interface PostureAnalysisServerFields {
  member_id: number;
  /** URLs of the four photos ('' when missing). */
  image_front: string;
  image_back: string;
  image_side1: string;
  image_side2: string;
  create_user: number | null;
  /** Who answered and when: filled by the server on every answer, never taken from the body. */
  answered_by: number | null;
  answered_at: string | null;
  /** Computed for lists: the member's and the answering user's names. */
  member_name?: string;
  answered_by_name?: string;
  created_at?: string;
}

// Training: course packages, their days and the moves of a day (spec part 2 §3).
/** Who and when, written by the server on every write (registry `audit`; spec part 2 §3: create_user … update_date). */
export interface AuditStamps {
  create_user: number;
  update_user: number;
  create_date: string;
  update_date: string;
}

/** A course package; display_price is Turkish lira, as typed. */
export type CoursePackageRecord = RecordOf<'coursePackages'>;

export interface CoursePackageExtras {
  /** 0 active, 1 passive (the schema's number().oneOf does not narrow its type). */
  status_id: (typeof COURSE_PACKAGE_STATUSES)[number];
  /** The uploaded image (owner 'course_package'): its media id and URL, derived when read. */
  media_id?: number | null;
  image_url?: string;
  attributes?: { media?: MediaEntry[] };
}

/** A package's day: its package and number are the server's (query parent and registry `sequence`). */
export type PackageDayRecord = SchemaRecord<typeof packageDaySchema> & {
  package_id: number;
  day_number: number;
};

/** A move of a package's day; move_name is the catalogue option's label, as chosen. */
export type PackageDayMoveRecord = SchemaRecord<typeof packageDayMoveSchema> & {
  package_id: number;
  day_number: number;
};

// Nutrition (issue 11). A food's nutrients are per 100 g; energy is kcal (FoodData Central nutrient 1008).
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** A named household measure of a food and its weight ('1 dilim' = 30 g). */
export type FoodPortionRecord = SchemaRecord<typeof foodPortionSchema> & { food_id: number };

/**
 * A food, per 100 g (its Nutrients; sugars, sodium and saturated fat null where the source has no value). fdc_id
 * and ndb_number are null for a food typed in by hand; food_group and source ('recipe' for a dish) may be ''.
 */
export type FoodRecord = RecordOf<'foods'>;

export type RecipeType = (typeof RECIPE_TYPES)[number];
export type RecipeLang = (typeof RECIPE_LANGS)[number];
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];

/** One ingredient row of a recipe; `grams` is computed by the server from amount and portion. */
/**
 * One ingredient row of a recipe (portion_id null or 0 when written: the amount is in grams); `grams` is computed
 * by the server from amount and portion.
 */
export type RecipeIngredientRecord = SchemaRecord<typeof recipeIngredientSchema> & {
  recipe_id: number;
  grams: number;
  // Read-only, filled when read:
  food_name_tr?: string;
  food_name_en?: string;
  portion_name_tr?: string | null;
  portion_name_en?: string | null;
  nutrients?: Nutrients;
};

/**
 * A recipe. Content and ingredients (rich text; the weighed rows are `ingredient_rows`) are left out of list
 * answers; calorie … protein are the typed-in figures per serving, cooking_time minutes.
 */
export type RecipeRecord = SchemaRecord<typeof recipeSchema> & {
  attributes: { media?: MediaEntry[] };
  created_at?: string;
  // Read-only, filled when read:
  ingredient_rows?: RecipeIngredientRecord[];
  computed?: ComputedNutrients;
};

// Diet lists (issue 11): a member's plan; its items are written with it (`items`) and answered with what their
// food or recipe holds.
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

// The member file (issue 14): packages sold to a member, notifications sent to them, questionnaire versions.
/**
 * A package sold to a member: dates yyyy-MM-dd, price in Turkish lira; what was sold (product_type, product_id)
 * is optional, as the spec's package has no such field.
 */
export type MemberPackageRecord = SchemaRecord<typeof memberPackageSchema> & {
  member_id: number;
  created_at?: string;
  // Read-only, filled when read:
  remaining_lessons?: number;
  product_name?: string;
  member_name?: string;
  /** The package's freezes, oldest first (modules/memberFile/freezeHooks.ts). */
  freezes?: PackageFreeze[];
};
/** Hand-written: the row has no schema (its send operation's body is title and message); the rest is the server's. */
export interface NotificationRecord {
  id: number;
  member_id: number;
  kind: (typeof NOTIFICATION_KINDS)[number];
  channel: (typeof NOTIFICATION_CHANNELS)[number];
  title: string;
  message: string;
  package_id: number | null;
  sender_id: number | null;
  recipient: string;
  outbox_id: number | null;
  created_at?: string;
  // Read-only, filled when read:
  sender_name?: string;
  delivery_state?: (typeof DELIVERY_STATES)[number];
}
/** Hand-written: the row has no schema; a version's answers are checked per type (schemas/consultations.ts). */
export interface ConsultationRecord {
  id: number;
  member_id: number;
  type: ConsultationType;
  version: number;
  answers: Record<string, unknown>;
  filled_by: number | null;
  created_at?: string;
  // Read-only, filled when read:
  filled_by_name?: string;
}
