// One record type per entity as the API answers it (spec part 1 §3, part 2 §3), shared by the SPA and the
// server: the slices, screens and server hooks are typed with these, never with a copy.
import type {
  DiaryRecord,
  MeasurementRecord,
  TrainingProgramRecord,
  TrainingRecord,
} from './memberProgressRecords';
import type { ARTICLE_LANGS, ARTICLE_TYPES } from './schemas/articles';
import type { REPORT_STATUSES, REPORT_TYPES } from './schemas/reports';
import type { RecordStatus, UserStatus, UserType } from './types';
import type { ComputedNutrients, Nutrients } from './nutrition';
import type { FOOD_CATEGORIES } from './schemas/foods';
import type { RECIPE_DIFFICULTIES, RECIPE_LANGS, RECIPE_TYPES } from './schemas/recipes';
import type { Meal } from './schemas/dietLists';
import type { CheckinRecord } from './schemas/checkins';
import type { PackageFreeze } from './schemas/memberPackages';

/** An entry of a record's attributes.media: an upload (with its media id) or a link. */
export interface MediaEntry {
  id?: number;
  type: string;
  url: string;
  /** The file field of its owner an upload fills (a row's `files`), when it names one. */
  slot?: string;
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

export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A progress report on a member; names are computed on read (modules/reports/hooks.ts). */
export interface ReportRecord {
  id: number;
  member_id: number;
  type: ReportType;
  title: string;
  period_start: string;
  period_end: string;
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
export interface PostureAnalysisRecord {
  id: number;
  member_id: number;
  posture_name: string;
  user_comment: string;
  /** Rich text. */
  instructor_comment: string;
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

/** A move's demonstration video and description (spec part 2 §3 "Move media"), addressed by move_name. */
export interface MoveMediaRecord {
  id: number;
  move_name: string;
  /** Rich text. */
  description: string;
  /** URL of the video ('' when none); `video_url` is the same, as the spec names it. */
  file: string;
  video_url: string;
  create_user: number | null;
  update_user: number | null;
}

// --- Personal trainings (issue 13) ---
/** Who and when, filled by the server on every write (spec part 2 §3: create_user ... update_date). */
export interface AuditFields {
  create_user: number;
  update_user: number;
  create_date: string;
  update_date: string;
}

export interface PersonalTrainingTypeRecord {
  id: number;
  personal_training_type_name: string;
  short_description: string;
  number_of_lessons: number | null;
  display_price: string;
  description: string;
  /** The uploaded image (owner 'personalTrainingType'), derived when read. */
  image_url: string;
  attributes?: { media?: MediaEntry[] };
}

export interface PersonalTrainingRecord {
  id: number;
  member_id: number;
  pt_type_id: number;
  coach_id: number;
  description: string;
  start_date: string | null;
  end_date: string | null;
  diet_description: string;
  diet_status: number;
  sports_program_status: number;
  /** Derived when read: the member's, the type's and the coach's names and the type's price. */
  user_name: string;
  pt_type_name: string;
  pt_type_price: string;
  coach_name: string;
}

export interface PtDayRecord {
  id: number;
  pt_id: number;
  day_num: number;
  title: string;
  description: string;
  user_comment: string;
  /** 0 pending, anything else completed. */
  status: number;
}

export interface PtMoveRecord extends AuditFields {
  id: number;
  pt_id: number;
  pt_day_id: number;
  day_num: number;
  move_name: string;
  number_sets: string;
  duration: string;
  weight: string;
  description: string;
}

export interface PtMessageRecord extends AuditFields {
  id: number;
  pt_id: number;
  description: string;
  /** Derived when read: the sender's name and the attached image (owner 'personalTrainingMessage'). */
  senderName: string;
  media_id: number | null;
  image_url: string;
  attributes?: { media?: MediaEntry[] };
}

/** The record type of each registry row (by name). */
// Training: course packages, their days and the moves of a day (spec part 2 §3).
/** Who and when, written by the server (registry `audit`). */
export interface AuditStamps {
  create_user: number;
  update_user: number;
  create_date: string;
  update_date: string;
}

export interface CoursePackageRecord extends AuditStamps {
  id: number;
  package_name: string;
  short_description: string;
  branch_id: number | null;
  number_of_lessons: string;
  status_id: 0 | 1;
  /** Turkish lira, as typed. */
  display_price: string;
  teacher: string;
  description: string;
  /** The uploaded image (owner 'course_package'): its media id and URL, derived when read. */
  media_id?: number | null;
  image_url?: string;
  attributes?: { media?: MediaEntry[] };
}

export interface PackageDayRecord {
  id: number;
  package_id: number;
  day_number: number;
  title: string;
  description: string;
}

export interface PackageDayMoveRecord {
  id: number;
  package_id: number;
  day_number: number;
  /** The catalogue option's label, as chosen. */
  move_name: string;
  number_sets: string;
  duration: string;
  weight: string;
  description: string;
}

export interface RecordTypes {
  users: UserRecord;
  roles: RoleRecord;
  branches: BranchRecord;
  articles: ArticleRecord;
  members: MemberRecord;
  userMembers: MemberRecord;
  reports: ReportRecord;
  memberReports: ReportRecord;
  media: MediaRecord;
  mediaStorage: MediaRecord;
  postureAnalysis: PostureAnalysisRecord;
  memberPostureAnalysis: PostureAnalysisRecord;
  moveMedia: MoveMediaRecord;
  personalTrainingsTypes: PersonalTrainingTypeRecord;
  personalTrainings: PersonalTrainingRecord;
  memberPersonalTrainings: PersonalTrainingRecord;
  personalTrainingsDay: PtDayRecord;
  personalTrainingsDayMoves: PtMoveRecord;
  personalTrainingMessage: PtMessageRecord;
  coursePackages: CoursePackageRecord;
  packageDay: PackageDayRecord;
  packageDayMove: PackageDayMoveRecord;
  // Nutrition (issue 11): foods, portions, recipes, ingredient rows.
  foods: FoodRecord;
  foodPortions: FoodPortionRecord;
  recipes: RecipeRecord;
  recipeIngredients: RecipeIngredientRecord;
  // Diet lists (issue 11).
  dietLists: DietListRecord;
  memberDietLists: DietListRecord;
  dietListItems: DietListItemRecord;
  // The member file (issue 14).
  memberPackages: MemberPackageRecord;
  memberNotifications: NotificationRecord;
  memberConsultations: ConsultationRecord;
  // The member file's progress (issue 15).
  trainingPrograms: TrainingProgramRecord;
  trainings: TrainingRecord;
  measurements: MeasurementRecord;
  diaries: DiaryRecord;
  // Check-ins (issue 30).
  checkins: CheckinRecord;
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
  /** USDA's NDB number ('01001') of an imported food: the importer's key; null for a food typed in by hand. */
  ndb_number: string | null;
  /** USDA's food group ('Dairy and Egg Products'), or ''. */
  food_group: string;
  /** Per 100 g, null where the source has no value. */
  sugars_g: number | null;
  sodium_mg: number | null;
  saturated_fat_g: number | null;
  /** The USDA release of an imported food, 'recipe' for a dish built from a recipe, or ''. */
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

// The member file (issue 14): packages sold to a member, notifications sent to them, questionnaire versions.
export interface MemberPackageRecord {
  id: number;
  member_id: number;
  payment_type: string;
  invoice_number: string;
  lesson_count: number;
  used_lessons: number;
  /** yyyy-MM-dd */
  starttime: string;
  endtime: string;
  /** Turkish lira. */
  price: number;
  /** What was sold, when the package names it (optional: the spec's package has no such field). */
  product_type: 'course_package' | 'personal_training' | null;
  product_id: number | null;
  created_at?: string;
  // Read-only, filled when read:
  remaining_lessons?: number;
  product_name?: string;
  member_name?: string;
  /** The package's freezes, oldest first (modules/memberFile/freezeHooks.ts). */
  freezes?: PackageFreeze[];
}
export interface NotificationRecord {
  id: number;
  member_id: number;
  kind: 'free' | 'payment_reminder';
  channel: 'email';
  title: string;
  message: string;
  package_id: number | null;
  sender_id: number | null;
  recipient: string;
  outbox_id: number | null;
  created_at?: string;
  // Read-only, filled when read:
  sender_name?: string;
  delivery_state?: 'pending' | 'sent' | 'failed';
}
export interface ConsultationRecord {
  id: number;
  member_id: number;
  type: 'sports' | 'cardio' | 'nutrition';
  version: number;
  answers: Record<string, unknown>;
  filled_by: number | null;
  created_at?: string;
  // Read-only, filled when read:
  filled_by_name?: string;
}

// The dashboard's read-only list of every reached member package (issue 17).
export interface RecordTypes {
  packages: MemberPackageRecord;
}
