// The member progress records (shared with the server).
export type {
  DiaryItem,
  DiaryRecord as Diary,
  MeasurementDashboard,
  MeasurementDetailsReport,
  MeasurementRecord as Measurement,
  ProgramDay,
  TrainingProgramRecord as TrainingProgram,
  TrainingRecord as Workout,
} from '../../../shared/memberProgressRecords';
