// The member file's three questionnaires (spec part 1 §3): sports (PAR-Q and its follow-ups, questions 1–47,
// yes/no with an optional note), the cardio test, and nutrition (bes_q1–bes_q18, each answered own / doctor /
// dietician, with an optional note). `POST members/{id}/consultations/_bulk` saves one whole questionnaire as a
// new version; nothing of it is stored when any answer is bad.
import { mixed, number, object, string, type AnyObjectSchema } from 'yup';
import { CARDIO_PROTOCOLS } from '../vo2max';
import { INVALID, REQUIRED, TOO_LARGE, oneOfRequired } from './fields';

export const CONSULTATION_TYPES = ['sports', 'cardio', 'nutrition'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** The permission of each questionnaire's tab (and of saving that type). */
export const CONSULTATION_PERMISSIONS: Record<ConsultationType, string> = {
  sports: 'MEMBER_CONSULTATION_SPORTS',
  cardio: 'MEMBER_CONSULTATION_CARDIO',
  nutrition: 'MEMBER_CONSULTATION_NUTRITION',
};

export const SPORT_QUESTIONS = Array.from({ length: 47 }, (_, i) => `q${i + 1}`);
export const SPORT_ANSWERS = ['yes', 'no'] as const;
export const NUTRITION_QUESTIONS = Array.from({ length: 18 }, (_, i) => `bes_q${i + 1}`);
export const NUTRITION_ANSWERS = ['own', 'doctor', 'dietician'] as const;
export const SEXES = ['male', 'female'] as const;

const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;
const note = () => string().trim().max(1000, TOO_LARGE).default('');
const answerOf = (values: readonly string[]) =>
  object({
    answer: mixed<string>()
      .transform(emptyToUndefined)
      .oneOf([...values, undefined], INVALID),
    note: note(),
  })
    .noUnknown(true, INVALID)
    .default(undefined)
    .optional();
const measure = (min: number, max: number) =>
  number().transform(emptyToUndefined).typeError(INVALID).min(min, INVALID).max(max, INVALID);

/** Questions answered in a map keyed by question; at least one answered, no unknown question. */
function questionnaire(questions: readonly string[], answers: readonly string[]): AnyObjectSchema {
  return object(Object.fromEntries(questions.map((q) => [q, answerOf(answers)])))
    .noUnknown(true, INVALID)
    .test('answered', REQUIRED, (value) =>
      Object.values((value ?? {}) as Record<string, { answer?: string } | undefined>).some((a) => a?.answer),
    );
}

export const sportAnswersSchema = questionnaire(SPORT_QUESTIONS, SPORT_ANSWERS);
export const nutritionAnswersSchema = questionnaire(NUTRITION_QUESTIONS, NUTRITION_ANSWERS);
export const cardioAnswersSchema = object({
  protocol: oneOfRequired(CARDIO_PROTOCOLS),
  resting_hr: measure(25, 220).required(REQUIRED),
  bp_systolic: measure(60, 260).required(REQUIRED),
  bp_diastolic: measure(30, 160).required(REQUIRED),
  hr_exercise: measure(40, 240),
  hr_recovery: measure(30, 240),
  sex: mixed<string>()
    .transform(emptyToUndefined)
    .oneOf([...SEXES, undefined], INVALID),
  age: measure(5, 110).integer(INVALID),
  weight_kg: measure(20, 300),
  walk_time_min: measure(5, 60),
  distance_m: measure(500, 6000),
  note: note(),
  // Computed by the server from the protocol's formula; a draft started from a saved test carries it back.
  vo2max: number().nullable().optional(),
}).noUnknown(true, INVALID);

export const ANSWER_SCHEMAS: Record<ConsultationType, AnyObjectSchema> = {
  sports: sportAnswersSchema,
  cardio: cardioAnswersSchema,
  nutrition: nutritionAnswersSchema,
};

/** The `_bulk` body: the questionnaire's type and all its answers (checked against that type's schema). */
export const consultationBulkSchema = object({
  type: oneOfRequired(CONSULTATION_TYPES),
  // The answers are checked as a whole by the type's schema (ANSWER_SCHEMAS) once the type is known.
  answers: mixed<Record<string, unknown>>()
    .required(REQUIRED)
    .test(
      'object',
      INVALID,
      (v) => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v)),
    ),
});

// The records as answered (the registry rows name them in `record`).
/** Hand-written: the row has no schema; a version's answers are checked per type (ANSWER_SCHEMAS). */
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
