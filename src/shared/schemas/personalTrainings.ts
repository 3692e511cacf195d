// Personal-training types, personal trainings, their days, moves and messages, and the copy-day request
// (spec part 2 §3, §5). Prices and move figures are free text (the spec: no numeric validation).
import { object, string } from 'yup';
import type { AuditStamps } from '../resourceDef';
import type { SchemaRecord } from '../schemaRecord';
import {
  INVALID,
  REQUIRED,
  TOO_LARGE,
  flag,
  optionalIsoDate,
  optionalNumber,
  optionalRichText,
  optionalText,
  requiredId,
  requiredText,
  toEmpty,
  validityDays,
} from './fields';
import type { MediaEntry } from './media';

const RICH_TEXT_MAX = 100_000;
const richText = () => optionalRichText(RICH_TEXT_MAX);

export const ptTypeSchema = object({
  personal_training_type_name: requiredText(),
  short_description: optionalText(500),
  // Nullable and kept when emptied: the form sends null for an empty field.
  number_of_lessons: optionalNumber().integer(INVALID).min(0, INVALID).max(10_000, INVALID),
  display_price: string().trim().required(REQUIRED).max(50, TOO_LARGE),
  // Optional: a member package sold from the type ends that many days after its start.
  validity_days: validityDays(),
  description: richText(),
});

export const personalTrainingSchema = object({
  member_id: requiredId().min(1, REQUIRED),
  pt_type_id: requiredId().min(1, REQUIRED),
  coach_id: requiredId().min(1, REQUIRED),
  start_date: optionalIsoDate(),
  end_date: optionalIsoDate(),
  description: optionalText(2000),
  diet_description: richText(),
  diet_status: flag().default(0),
  sports_program_status: flag().default(0),
});

const DAY_NUM_MAX = 1000;

export const ptDaySchema = object({
  pt_id: requiredId().min(1, INVALID),
  // Filled by the server on create (last day number + 1, from 1) when not given.
  day_num: optionalNumber().integer(INVALID).min(1, INVALID).max(DAY_NUM_MAX, INVALID),
  title: optionalText(),
  description: optionalText(2000),
  user_comment: optionalText(2000),
  status: optionalNumber().integer(INVALID).min(0, INVALID).max(9, INVALID).default(0),
});
/** A day stays in its program: an edit may resend pt_id (the spec's day update carries it) but not move it. */
export const ptDayUpdateSchema = ptDaySchema.omit(['pt_id']);

const figure = () => string().trim().max(50, TOO_LARGE);

export const ptMoveSchema = object({
  pt_id: requiredId().min(1, INVALID),
  pt_day_id: requiredId().min(1, INVALID),
  day_num: optionalNumber().integer(INVALID),
  move_name: requiredText(),
  number_sets: figure().required(REQUIRED),
  duration: figure().default('').transform(toEmpty),
  weight: figure().default('').transform(toEmpty),
  description: richText(),
});
export const ptMoveUpdateSchema = ptMoveSchema.omit(['pt_id', 'pt_day_id', 'day_num']);

export const ptMessageSchema = object({
  pt_id: requiredId().min(1, INVALID),
  description: richText(),
});

/** PUT personalTrainingsDayCopy/{id}: copy every move of copy_day_id into the day {id} (day_id repeats it). */
export const ptDayCopySchema = object({
  pt_id: requiredId().min(1, INVALID),
  day_id: requiredId().min(1, INVALID),
  copy_day_id: requiredId().min(1, REQUIRED),
});

// The records as answered (the registry rows name them in `record`).
export type PersonalTrainingTypeRecord = SchemaRecord<typeof ptTypeSchema> & {
  /** The uploaded image (owner 'personalTrainingType'), derived when read. */
  image_url: string;
  attributes?: { media?: MediaEntry[] };
};

export type PersonalTrainingRecord = SchemaRecord<typeof personalTrainingSchema> & {
  /** Derived when read: the member's, the type's and the coach's names and the type's price. */
  user_name: string;
  pt_type_name: string;
  pt_type_price: string;
  coach_name: string;
};

/** A day of a training; `status` 0 is pending, anything else completed. */
export type PtDayRecord = Omit<SchemaRecord<typeof ptDaySchema>, 'day_num'> & {
  /** Optional in a create (the server numbers the day), always answered. */
  day_num: number;
};

export type PtMoveRecord = Omit<SchemaRecord<typeof ptMoveSchema>, 'day_num'> &
  AuditStamps & {
    /** The day's number, copied from the day by the server. */
    day_num: number;
  };

export type PtMessageRecord = SchemaRecord<typeof ptMessageSchema> &
  AuditStamps & {
    /** Derived when read: the sender's name and the attached image (owner 'personalTrainingMessage'). */
    senderName: string;
    media_id: number | null;
    image_url: string;
    attributes?: { media?: MediaEntry[] };
  };
