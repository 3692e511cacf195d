// The permission catalogue's declared part (spec part 1 §6, part 2 §6): families × actions, plus a few single keys;
// the whole catalogue, with the families of the registry's own areas, is permissionCatalogue.ts. The SPA gates
// menus and buttons with hasAny (kept here, so the first load carries neither the registry nor the catalogue).

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

/** One group of the catalogue: a family with its keys (`<FAMILY>_<ACTION>`) or single keys. */
export interface CatalogueGroup {
  group: string;
  permissions: string[];
}

/**
 * The families of the spec's catalogue, in display order. A family not listed here is the registry's: its group
 * is derived from its rows (permissionCatalogue.ts) and shown after these.
 */
export const DECLARED_FAMILIES: readonly CatalogueGroup[] = [
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
];

/** Single keys no row's verb needs, shown last. */
export const SINGLE_KEYS: readonly CatalogueGroup[] = [
  { group: 'MEMBERS_EXTRA', permissions: ['MEMBERS_REACH_ALL'] },
  { group: 'NOTIFICATIONS', permissions: ['NOTIFICATIONS', 'NOTIFICATIONS_CREATE'] },
  // What the gym sold and collected, by period (the revenue report).
  { group: 'REVENUE', permissions: ['REVENUE_READ'] },
  // Not in the spec: opening /support/replay (QA action-log replay) without being an admin.
  { group: 'SUPPORT', permissions: ['SUPPORT_REPLAY'] },
];

/** True when `held` contains at least one of `needed` (an empty list needs nothing). */
export const hasAny = (
  held: readonly string[] | undefined,
  needed: string | readonly string[] | undefined,
): boolean => {
  if (!needed || needed.length === 0) return true;
  const list = typeof needed === 'string' ? [needed] : needed;
  return list.some((p) => held?.includes(p) ?? false);
};
