// Every feature folder's area.tsx, read from the file system on Node (jest), where webpack's require.context does
// not exist; the SPA's build uses areas.web.ts. Same files, same order, same navigation.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Area } from '../shell/area';
import { collectMemberTabs } from '../shell/memberTabs';
import { buildNavigation } from '../shell/navigation';

const FEATURES = path.join(__dirname, '../features');

export const AREAS: Area[] = readdirSync(FEATURES)
  .filter((folder) => existsSync(path.join(FEATURES, folder, 'area.tsx')))
  .sort()
  .map((folder) => (require(path.join(FEATURES, folder, 'area')) as { area: Area }).area);

export const NAVIGATION = buildNavigation(AREAS.flatMap((area) => area.nav ?? []));

export const MEMBER_TABS = collectMemberTabs(AREAS.flatMap((area) => area.memberTabs ?? []));
