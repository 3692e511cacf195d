// jest's twin of src/client/app/areas.ts: jest has no webpack require.context, so the same areas are found by
// reading the features folder. Same order (sorted folder names), same navigation.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Area } from '../../../src/client/shell/area';
import { buildNavigation } from '../../../src/client/shell/navigation';

const FEATURES = path.join(__dirname, '../../../src/client/features');

export const AREAS: Area[] = readdirSync(FEATURES)
  .filter((folder) => existsSync(path.join(FEATURES, folder, 'area.tsx')))
  .sort()
  .map((folder) => (require(path.join(FEATURES, folder, 'area')) as { area: Area }).area);

export const NAVIGATION = buildNavigation(AREAS.flatMap((area) => area.nav ?? []));
