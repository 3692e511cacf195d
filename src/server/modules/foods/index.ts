import type { ServerModule } from '../module';
import { seedNutrition } from './demoSeed';
import foodsHooks from './hooks';
import { loadFoodTable } from './referenceSeed';
import { runFoodsImport } from './usda/command';

const area: ServerModule = {
  demoSeed: seedNutrition,
  referenceSeed: loadFoodTable,
  commands: { 'foods:import': runFoodsImport },
  hooks: { foods: foodsHooks },
};

export default area;
