// Records of the member file's progress (issue 15) as the API answers them; children are inside their record.
import type { BmiCategory, HistogramBin, MeasurementField, Sex } from './bodyMetrics';
import type { Nutrients } from './nutrition';
import type { MEALS, PROGRAM_GOALS } from './schemas/memberProgress';

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

export interface TrainingProgramRecord {
  id: number;
  member_id: number;
  name: string;
  goal: ProgramGoal | '';
  start_date: string;
  end_date: string | null;
  coach_id: number | null;
  notes: string;
  /** The course package it was copied from, if any. */
  package_id: number | null;
  days: ProgramDay[];
  // Read-only:
  coach_name?: string | null;
}

export interface TrainingSet {
  move_name: string;
  set_number: number;
  repetitions: number;
  weight: number | null;
}

export interface TrainingRecord {
  id: number;
  member_id: number;
  date: string;
  program_day_id: number | null;
  duration_minutes: number | null;
  notes: string;
  sets: TrainingSet[];
  /** Σ repetitions × weight (kg), read-only. */
  volume?: number;
}

export interface MeasurementRecord {
  id: number;
  member_id: number;
  date: string;
  height: number | null;
  weight: number;
  body_fat: number | null;
  sex: Sex | null;
  biceps: number | null;
  triceps: number | null;
  subscapula: number | null;
  iliac_crest: number | null;
  shoulder: number | null;
  chest: number | null;
  closed_chest: number | null;
  arms: number | null;
  calves: number | null;
  waist: number | null;
  hip: number | null;
  legs: number | null;
  neck: number | null;
  notes: string;
  // Computed by the server on write:
  bmi: number | null;
  waist_hip_ratio: number | null;
  bmi_category?: BmiCategory | null;
}

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

export interface DiaryRecord {
  id: number;
  member_id: number;
  date: string;
  notes: string;
  items: DiaryItem[];
  // Read-only:
  totals?: Nutrients;
  target_daily_calorie?: number | null;
}
