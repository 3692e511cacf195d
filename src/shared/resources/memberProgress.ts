// The registry rows of the memberProgress area (assembled in index.ts; the row shape is resourceDef.ts).
import type {
  DiaryRecord,
  MeasurementRecord,
  TrainingProgramRecord,
  TrainingRecord,
} from '../memberProgressRecords';
import { MEASUREMENT_DETAIL_FIELDS } from '../bodyMetrics';
import { defineResource, recordType } from '../resourceDef';
import {
  detailsReportQuerySchema,
  diarySchema,
  measurementSchema,
  programFromPackageSchema,
  trainingProgramSchema,
  trainingSchema,
} from '../schemas/memberProgress';

// --- The member file's progress (spec part 1 §2, §3, §7): training programs, workouts, measurements,
// food diaries — each under its member (`members/:member_id/...`), so the members reach rule covers every call.
// Children (a program's days and moves, a workout's sets, a diary's items) travel inside the record.
export function memberProgressRows() {
  const ofMember = [{ param: 'member_id', resource: 'members', column: 'member_id' }] as const;
  const byDate = { defaultSort: { sort: 'date', sort_by: 'DESC' }, sortable: ['id', 'date'] } as const;
  return {
    trainingPrograms: defineResource({
      name: 'trainingPrograms',
      record: recordType<TrainingProgramRecord>(),
      computed: ['days', 'coach_name'],
      path: 'members/:member_id/training_programs',
      entity: 'training_programs',
      family: 'TRAINING_PROGRAMS',
      parents: ofMember,
      // A program's days and moves are its details (TRAINING_PROGRAM_DETAILS_*).
      details: { family: 'TRAINING_PROGRAM_DETAILS', fields: ['days'] },
      defaultSort: { sort: 'start_date', sort_by: 'DESC' },
      sortable: ['id', 'name', 'start_date', 'end_date'],
      search: { param: 'name', columns: ['name'] },
      schema: trainingProgramSchema,
      personal: { notes: 'text' },
      references: { coach_id: 'users' },
      dependsOn: ['training_program_days', 'training_program_moves', 'users'],
      operations: {
        // A new program from a course package: its days and their moves copied (one transaction).
        fromPackage: {
          method: 'POST',
          on: 'collection',
          segment: '_from_package',
          permission: 'CREATE',
          body: programFromPackageSchema,
          answer: 'json',
          success: 201,
          returnsRecord: true,
        },
      },
      screens: { list: '/member-edit/:member_id/training-program' },
    }),
    trainings: defineResource({
      name: 'trainings',
      record: recordType<TrainingRecord>(),
      computed: ['sets', 'volume'],
      path: 'members/:member_id/trainings',
      family: 'TRAININGS',
      parents: ofMember,
      ...byDate,
      // The sets done are the workout's details (TRAINING_DETAILS_*).
      details: { family: 'TRAINING_DETAILS', fields: ['sets'] },
      schema: trainingSchema,
      personal: { notes: 'text' },
      dependsOn: ['training_sets'],
      screens: { list: '/member-edit/:member_id/training-tracking' },
    }),
    measurements: defineResource({
      name: 'measurements',
      record: recordType<MeasurementRecord>(),
      computed: ['bmi_category'],
      path: 'members/:member_id/measurements',
      family: 'MEASUREMENTS',
      parents: ofMember,
      ...byDate,
      sortable: ['id', 'date', 'weight', 'bmi', 'body_fat', 'waist'],
      // Skinfolds and circumferences (and the ratio from them) are the measurement's details.
      details: { family: 'MEASUREMENT_DETAILS', fields: MEASUREMENT_DETAIL_FIELDS },
      schema: measurementSchema,
      personal: { notes: 'text' },
      operations: {
        // Latest values, changes since the first and the previous measurement, BMI category.
        dashboard: {
          method: 'GET',
          on: 'collection',
          segment: '_dashboard',
          permission: 'SEARCH',
          answer: 'json',
        },
        // A field's histogram, for the member over time or across the members the caller reaches; a GET
        // operation reads its `body` schema from the query string.
        detailsReport: {
          method: 'GET',
          on: 'collection',
          segment: '_details_report',
          permission: 'MEASUREMENT_DETAILS_SEARCH',
          body: detailsReportQuerySchema,
          answer: 'json',
        },
      },
      screens: { list: '/member-edit/:member_id/measurements' },
    }),
    diaries: defineResource({
      name: 'diaries',
      record: recordType<DiaryRecord>(),
      computed: ['items', 'totals', 'target_daily_calorie'],
      path: 'members/:member_id/diaries',
      family: 'DIARIES',
      parents: ofMember,
      ...byDate,
      schema: diarySchema,
      personal: { notes: 'text' },
      // Energy and macronutrients come from the foods and portions the items name.
      dependsOn: ['diary_items', 'foods', 'food_portions', 'members'],
      screens: { list: '/member-edit/:member_id/diaries' },
    }),
  };
}
