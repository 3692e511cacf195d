import type { ServerModule } from '../module';
import { seedPersonalTrainings } from './demoSeed';
import personalTrainingsHooks from './trainingHooks';
import personalTrainingDaysHooks from './dayHooks';
import personalTrainingDayMovesHooks from './dayMoveHooks';
import personalTrainingMessagesHooks from './messageHooks';

const area: ServerModule = {
  demoSeed: seedPersonalTrainings,
  hooks: {
    personal_trainings: personalTrainingsHooks,
    personal_training_days: personalTrainingDaysHooks,
    personal_training_day_moves: personalTrainingDayMovesHooks,
    personal_training_messages: personalTrainingMessagesHooks,
  },
};

export default area;
