// Records of the member file's progress as the API answers them: each its schema's (schemaRecord.ts)
// plus what the server writes; children are inside their record.
import type { BmiCategory, HistogramBin, MeasurementField, Sex } from './bodyMetrics';
import type { Nutrients } from './nutrition';
import type { SchemaRecord } from './schemaRecord';
import type {
  MEALS,
  PROGRAM_GOALS,
  diarySchema,
  measurementSchema,
  trainingProgramSchema,
  trainingSchema,
} from './schemas/memberProgress';

export type ProgramGoal = (typeof PROGRAM_GOALS)[number];
export type Meal = (typeof MEALS)[number];

export interface ProgramMove {
  move_name: string;
  sets: number | null;
  repetitions: number | null;
  weight: number | null;
  rest_seconds: number | null;
  notes: string;
}

export interface ProgramDay {
  id?: number;
  day_number: number;
  title: string;
  moves: ProgramMove[];
}

/** A member's training program; its days and their moves travel inside it. */
export type TrainingProgramRecord = Omit<SchemaRecord<typeof trainingProgramSchema>, 'goal' | 'days'> & {
  member_id: number;
  goal: ProgramGoal | '';
  /** The course package it was copied from, if any. */
  package_id: number | null;
  days: ProgramDay[];
  // Read-only:
  coach_name?: string | null;
};

export interface TrainingSet {
  move_name: string;
  set_number: number;
  repetitions: number;
  weight: number | null;
}

/** A workout: the sets done travel inside it. */
export type TrainingRecord = Omit<SchemaRecord<typeof trainingSchema>, 'sets'> & {
  member_id: number;
  sets: TrainingSet[];
  /** Σ repetitions × weight (kg), read-only. */
  volume?: number;
};

/** A body measurement: the form's fields (cm, kg, mm; empty ones null) and what the server computes on write. */
export type MeasurementRecord = Omit<SchemaRecord<typeof measurementSchema>, 'sex'> & {
  member_id: number;
  sex: Sex | null;
  bmi: number | null;
  waist_hip_ratio: number | null;
  bmi_category?: BmiCategory | null;
};

/** GET members/{id}/measurements/_dashboard */
export interface MeasurementDashboard {
  count: number;
  first: MeasurementRecord | null;
  previous: MeasurementRecord | null;
  latest: MeasurementRecord | null;
  bmi_category: BmiCategory | null;
  /** latest − first and latest − previous for each field both hold. */
  change_since_first: Partial<Record<MeasurementField, number>>;
  change_since_previous: Partial<Record<MeasurementField, number>>;
  /** Oldest first, for the progress charts. */
  series: {
    date: string;
    weight: number | null;
    body_fat: number | null;
    waist: number | null;
    bmi: number | null;
  }[];
}

/** GET members/{id}/measurements/_details_report */
export interface MeasurementDetailsReport {
  field: MeasurementField;
  scope: 'member' | 'members';
  bins: HistogramBin[];
  total: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  /** The member's latest value of the field (marked on the chart). */
  member_value: number | null;
}

export interface DiaryItem {
  meal: Meal;
  food_id: number | null;
  portion_id: number | null;
  amount: number | null;
  text: string;
  // Read-only:
  food_name_tr?: string | null;
  food_name_en?: string | null;
  portion_name_tr?: string | null;
  portion_name_en?: string | null;
  nutrients?: Nutrients | null;
}

/** A day of a member's food diary; its items travel inside it. */
export type DiaryRecord = Omit<SchemaRecord<typeof diarySchema>, 'items'> & {
  member_id: number;
  items: DiaryItem[];
  // Read-only:
  totals?: Nutrients;
  target_daily_calorie?: number | null;
};
