// One record type per entity as the API answers it (spec part 1 §3, part 2 §3), shared by the SPA and the
// server: the slices, screens and server hooks are typed with these, never with a copy.
import type { ARTICLE_LANGS, ARTICLE_TYPES } from './schemas/articles';
import type { RecordStatus, UserStatus, UserType } from './types';

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
  media: MediaRecord;
  mediaStorage: MediaRecord;
  personalTrainingsTypes: PersonalTrainingTypeRecord;
  personalTrainings: PersonalTrainingRecord;
  memberPersonalTrainings: PersonalTrainingRecord;
  personalTrainingsDay: PtDayRecord;
  personalTrainingsDayMoves: PtMoveRecord;
  personalTrainingMessage: PtMessageRecord;
  coursePackages: CoursePackageRecord;
  packageDay: PackageDayRecord;
  packageDayMove: PackageDayMoveRecord;
}
