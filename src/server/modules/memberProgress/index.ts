import type { ServerModule } from '../module';
import { seedMemberProgress } from './demoSeed';
import trainingProgramsHooks from './programHooks';
import trainingsHooks from './trainingHooks';
import measurementsHooks from './measurementHooks';
import diariesHooks from './diaryHooks';

const area: ServerModule = {
  demoSeed: seedMemberProgress,
  seedAfter: ['foods'],
  hooks: {
    training_programs: trainingProgramsHooks,
    trainings: trainingsHooks,
    measurements: measurementsHooks,
    diaries: diariesHooks,
  },
};

export default area;
