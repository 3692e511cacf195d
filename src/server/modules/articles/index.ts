import type { ServerModule } from '../module';
import articlesHooks from './hooks';

const area: ServerModule = {
  hooks: { articles: articlesHooks },
};

export default area;
