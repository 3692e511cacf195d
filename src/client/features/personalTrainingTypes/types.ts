// The personal-training types area's record (shared with the server).
export type { PersonalTrainingTypeRecord as PtType } from '../../../shared/schemas/personalTrainings';
