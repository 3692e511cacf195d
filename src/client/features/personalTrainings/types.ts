// The personal trainings area's records (shared with the server).
export type {
  PersonalTrainingRecord as PersonalTraining,
  PtDayRecord as PtDay,
  PtMoveRecord as PtMove,
  PtMessageRecord as PtMessage,
} from '../../../shared/schemas/personalTrainings';
