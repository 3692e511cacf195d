// Every feature folder's area.tsx, found at build time (webpack's require.context), so the route table and the
// navigation are built from the folders, never listed by hand. On Node (jest) areas.ts finds the same files.
import type { Area } from '../shell/area';
import { collectMemberTabs } from '../shell/memberTabs';
import { buildNavigation } from '../shell/navigation';

const context = require.context('../features', true, /^\.\/[^/]+\/area\.tsx$/);

export const AREAS: Area[] = context
  .keys()
  .sort()
  .map((key) => (context(key) as { area: Area }).area);

export const NAVIGATION = buildNavigation(AREAS.flatMap((area) => area.nav ?? []));

export const MEMBER_TABS = collectMemberTabs(AREAS.flatMap((area) => area.memberTabs ?? []));
