// The member edit page's tabs (spec part 1 §2), in menu order; each is hidden without its permission and
// the first visible one is the default.
import { hasAny } from '../../../shared/permissions';

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

export type MemberTabKey = (typeof MEMBER_TABS)[number]['key'];
export type MemberTab = (typeof MEMBER_TABS)[number];

export const visibleMemberTabs = (permissions: readonly string[]): MemberTab[] =>
  MEMBER_TABS.filter((tab) => hasAny(permissions, tab.permission));

export const memberTabPath = (id: number | string, key: MemberTabKey): string => `/member-edit/${id}/${key}`;
