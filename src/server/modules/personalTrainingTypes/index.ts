import type { ServerModule } from '../module';
import personalTrainingTypesHooks from './hooks';

const area: ServerModule = {
  hooks: { personal_training_types: personalTrainingTypesHooks },
};

export default area;
