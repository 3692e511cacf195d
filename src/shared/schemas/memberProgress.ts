// The member file's progress records: training programs with days and moves, workouts with the sets
// done, body measurements, and food diaries. Children travel inside their record (`days`, `sets`, `items`)
// and are written in its transaction. Messages are i18n keys.
import { array, number, object, string } from 'yup';
import { MEASUREMENT_FIELDS, SEXES } from '../bodyMetrics';
import { moveName } from './coursePackages';
import {
  INVALID,
  REQUIRED,
  isoDate,
  optionalIsoDate,
  optionalList,
  optionalNumber,
  optionalText,
  requiredText,
  toEmpty,
} from './fields';

/** A non-negative figure up to `max` (kg, cm, mm, minutes...), or nothing. */
const amount = (max: number) => optionalNumber().min(0, INVALID).max(max, INVALID);
const count = (max: number) => amount(max).integer(INVALID);
const optionalRef = () => optionalNumber().integer(INVALID).min(0, INVALID);
const MAX_CHILDREN = 200;

// Moves are labels of the move catalogue (src/shared/moveCatalogue.ts, the `moves` dropdown), as elsewhere.
export const programMoveSchema = object({
  move_name: moveName(),
  sets: count(100),
  repetitions: count(1000),
  weight: amount(1000),
  rest_seconds: count(3600),
  notes: optionalText(500),
});

export const programDaySchema = object({
  title: optionalText(),
  moves: array(programMoveSchema).max(MAX_CHILDREN, INVALID).default([]),
});

export const PROGRAM_GOALS = [
  'strength',
  'hypertrophy',
  'fat_loss',
  'endurance',
  'mobility',
  'general',
] as const;

export const trainingProgramSchema = object({
  name: requiredText(),
  goal: string()
    .oneOf([...PROGRAM_GOALS, ''], INVALID)
    .default('general')
    // null: the default; '' stays (a program without a goal, as older records hold).
    .transform((value: unknown, original: unknown, schema) =>
      original === null ? toEmpty(value, original, schema) : value,
    ),
  start_date: isoDate(),
  end_date: optionalIsoDate().test('after', INVALID, function (value) {
    const start = this.parent.start_date as string | undefined;
    return !value || !start || value >= start;
  }),
  coach_id: optionalRef(),
  notes: optionalText(2000),
  days: optionalList(programDaySchema).max(MAX_CHILDREN, INVALID).optional(),
});

/** POST members/{id}/training_programs/_from_package: a new program holding a copy of a course package's days. */
export const programFromPackageSchema = object({
  package_id: number().typeError(INVALID).required(REQUIRED).integer(INVALID).min(1, INVALID),
  start_date: isoDate(),
  name: optionalText(),
});

export const trainingSetSchema = object({
  move_name: moveName(),
  repetitions: count(1000).required(REQUIRED),
  weight: amount(1000),
});

export const trainingSchema = object({
  date: isoDate(),
  program_day_id: optionalRef(),
  duration_minutes: count(1440),
  notes: optionalText(2000),
  sets: optionalList(trainingSetSchema).max(MAX_CHILDREN, INVALID).optional(),
});

export const measurementSchema = object({
  date: isoDate(),
  // cm; the member's height when not given.
  height: amount(300),
  weight: amount(500).required(REQUIRED),
  body_fat: amount(80),
  sex: string()
    .oneOf([...SEXES, ''], INVALID)
    .nullable()
    .default(null),
  biceps: amount(100),
  triceps: amount(100),
  subscapula: amount(100),
  iliac_crest: amount(100),
  shoulder: amount(300),
  chest: amount(300),
  closed_chest: amount(300),
  arms: amount(200),
  calves: amount(200),
  waist: amount(300),
  hip: amount(300),
  legs: amount(200),
  neck: amount(200),
  notes: optionalText(1000),
});

/** GET members/{id}/measurements/_details_report?field=weight&bins=10&scope=member|members */
export const detailsReportQuerySchema = object({
  field: string()
    .oneOf([...MEASUREMENT_FIELDS], INVALID)
    .default('weight'),
  bins: number().typeError(INVALID).integer(INVALID).min(1, INVALID).max(50, INVALID).default(10),
  scope: string().oneOf(['member', 'members'], INVALID).default('member'),
});

export const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;

export const diaryItemSchema = object({
  meal: string()
    .oneOf([...MEALS], INVALID)
    .required(REQUIRED),
  food_id: optionalRef(),
  portion_id: optionalRef(),
  amount: amount(10_000),
  text: optionalText(500),
}).test('food-or-text', INVALID, (item) => Boolean(item.food_id) || Boolean(item.text));

export const diarySchema = object({
  date: isoDate(),
  notes: optionalText(2000),
  items: optionalList(diaryItemSchema).max(MAX_CHILDREN, INVALID).optional(),
});
