import type { ServerModule } from '../module';
import { seedNutrition } from './demoSeed';
import foodsHooks from './hooks';
import { loadFoodTable } from './referenceSeed';

const area: ServerModule = {
  demoSeed: seedNutrition,
  referenceSeed: loadFoodTable,
  // The USDA readers (XML, zip) are loaded only by the command, not by every server start.
  commands: {
    'foods:import': async (args, context) => (await import('./usda/command')).runFoodsImport(args, context),
  },
  hooks: { foods: foodsHooks },
};

export default area;
