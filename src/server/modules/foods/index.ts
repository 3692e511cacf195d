import type { ServerModule } from '../module';
import { seedNutrition } from './demoSeed';
import foodsHooks from './hooks';

const area: ServerModule = {
  demoSeed: seedNutrition,
  hooks: { foods: foodsHooks },
};

export default area;
