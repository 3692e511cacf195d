import type { ServerModule } from '../module';
import { seedPostureAnalyses } from './demoSeed';
import postureAnalysisHooks from './hooks';

const area: ServerModule = {
  demoSeed: seedPostureAnalyses,
  hooks: { posture_analysis: postureAnalysisHooks },
};

export default area;
