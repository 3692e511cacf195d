// Every feature folder's area.tsx, found at build time (webpack's require.context), so the route table and the
// navigation are built from the folders, never listed by hand. Under jest, which has no require.context, the
// same list comes from the file system (__tests__/client/helpers/areas.ts, mapped in jest.config.ts).
import type { Area } from '../shell/area';
import { buildNavigation } from '../shell/navigation';

const context = require.context('../features', true, /^\.\/[^/]+\/area\.tsx$/);

export const AREAS: Area[] = context
  .keys()
  .sort()
  .map((key) => (context(key) as { area: Area }).area);

export const NAVIGATION = buildNavigation(AREAS.flatMap((area) => area.nav ?? []));
