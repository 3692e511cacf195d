// The member edit page's tabs (spec part 1 §2), in menu order; each is hidden without its permission and
// the first visible one is the default. Areas may add tabs past these (shell/memberTabs.ts `extra`).
import { hasAny } from '../../../shared/permissions';
import type { ExtraMemberTab } from '../../shell/memberTabs';

export const MEMBER_TABS = [
  { key: 'member-informations', permission: 'MEMBERS_READ' },
  { key: 'package-informations', permission: 'MEMBER_PACKAGE_SEARCH' },
  { key: 'sport-consultation', permission: 'MEMBER_CONSULTATION_SPORTS' },
  { key: 'cardio-test', permission: 'MEMBER_CONSULTATION_CARDIO' },
  { key: 'posture-analyze', permission: 'MEMBER_CONSULTATION_POSTUR' },
  { key: 'nutrition-consultation', permission: 'MEMBER_CONSULTATION_NUTRITION' },
  { key: 'training-program', permission: 'TRAINING_PROGRAMS_SEARCH' },
  { key: 'training-tracking', permission: 'TRAININGS_SEARCH' },
  { key: 'measurements', permission: 'MEASUREMENTS_SEARCH' },
  { key: 'diaries', permission: 'MEMBERS_READ' },
  { key: 'reports', permission: 'REPORTS_READ' },
  { key: 'diets', permission: 'DIET_LISTS_READ' },
] as const;

export interface MemberTab {
  key: string;
  permission: string;
  /** The title's i18n key when it is not `members.tabs.<key>` (an area's own tab). */
  titleKey?: string;
}

export const memberTabTitleKey = (tab: MemberTab): string => tab.titleKey ?? `members.tabs.${tab.key}`;

/** The spec's tabs with the areas' extra ones placed after the tab each follows, those the user may see. */
export function visibleMemberTabs(
  permissions: readonly string[],
  extra: readonly ExtraMemberTab[] = [],
): MemberTab[] {
  const tabs: MemberTab[] = [];
  for (const tab of MEMBER_TABS) {
    tabs.push(tab);
    tabs.push(...extra.filter((e) => e.after === tab.key));
  }
  return tabs.filter((tab) => hasAny(permissions, tab.permission));
}

export const memberTabPath = (id: number | string, key: string): string => `/member-edit/${id}/${key}`;
