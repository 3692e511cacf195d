// The permission catalogue (spec part 1 §6, part 2 §6): families × actions, plus a few single keys.
// The server seeds it, guards routes with it, and answers GET permissions from it; the SPA gates menus and buttons with it.

export const CRUD = ['SEARCH', 'CREATE', 'READ', 'UPDATE', 'DELETE'] as const;
export type Action = (typeof CRUD)[number] | 'APPROVE';

const crudFamilies = [
  'USERS',
  'ROLES',
  'BRANCHES',
  'ARTICLES',
  'MEMBERS',
  'MEMBER_CONSULTATION',
  'FOODS',
  'FOOD_PORTIONS',
  'MEDIA',
  'TRAININGS',
  'TRAINING_DETAILS',
  'DIARIES',
  'RECIPES',
  'RECIPE_INGREDIENTS',
  'TRAINING_PROGRAMS',
  'TRAINING_PROGRAM_DETAILS',
  'MEASUREMENTS',
  'MEASUREMENT_DETAILS',
  'DIET_LISTS',
] as const;

/** Catalogue groups in display order: each is a family with its keys (`<FAMILY>_<ACTION>`) or single keys. */
export const PERMISSION_GROUPS: { group: string; permissions: string[] }[] = [
  ...crudFamilies.map((family) => ({ group: family, permissions: CRUD.map((a) => `${family}_${a}`) })),
  {
    group: 'MEMBER_PACKAGE',
    permissions: ['SEARCH', 'CREATE', 'READ', 'UPDATE'].map((a) => `MEMBER_PACKAGE_${a}`),
  },
  ...(['REPORTS', 'COURSE_PACKAGE', 'PERSONAL_TRAININGS'] as const).map((family) => ({
    group: family,
    permissions: [...CRUD, 'APPROVE'].map((a) => `${family}_${a}`),
  })),
  {
    group: 'MEMBER_CONSULTATION_TYPES',
    permissions: [
      'MEMBER_CONSULTATION_SPORTS',
      'MEMBER_CONSULTATION_CARDIO',
      'MEMBER_CONSULTATION_POSTUR',
      'MEMBER_CONSULTATION_NUTRITION',
    ],
  },
  // Not in the spec (issue 30): a member's visits, each spending a lesson of a package.
  { group: 'CHECKINS', permissions: ['SEARCH', 'CREATE', 'DELETE'].map((a) => `CHECKINS_${a}`) },
  // Not in the spec (issue 30): reading the history of changes (within the reader's own reach and permissions).
  { group: 'HISTORY', permissions: ['HISTORY_READ'] },
  { group: 'MEMBERS_EXTRA', permissions: ['MEMBERS_REACH_ALL'] },
  { group: 'NOTIFICATIONS', permissions: ['NOTIFICATIONS', 'NOTIFICATIONS_CREATE'] },
  // Not in the spec: opening /support/replay (QA action-log replay) without being an admin.
  { group: 'SUPPORT', permissions: ['SUPPORT_REPLAY'] },
];

export const ALL_PERMISSIONS: readonly string[] = PERMISSION_GROUPS.flatMap((g) => g.permissions);

const known = new Set(ALL_PERMISSIONS);
export const isPermission = (key: string): boolean => known.has(key);

/** True when `held` contains at least one of `needed` (an empty list needs nothing). */
export const hasAny = (
  held: readonly string[] | undefined,
  needed: string | readonly string[] | undefined,
): boolean => {
  if (!needed || needed.length === 0) return true;
  const list = typeof needed === 'string' ? [needed] : needed;
  return list.some((p) => held?.includes(p) ?? false);
};
