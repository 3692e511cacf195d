// Dropdown sources of spec part 1 §7 / §9: people by type (250, active except nutritionists), all or active
// users (500), members, users, branches and roles by name. Each is a list call filtered by `name`, served by
// the lookups API (store/lookupsApi.ts); a source is plain data because it becomes part of the query's cache key.
import type { OptionLabelKind } from '../store/lookupsApi';

export interface OptionSource {
  path: string;
  /** Fixed query parameters; the typed text is sent as `name`. */
  params: Record<string, string | number | boolean | null | undefined>;
  /** How a record's label is made: 'person' ('name lastname', the default) or 'name'. */
  label?: OptionLabelKind;
  /** A value with a fixed, translated label instead of a record (branches: -1 'Mobil Kullanıcılar'). */
  special?: { value: number; labelKey: string };
  /**
   * The answer is already options in groups (`[{ label, options: [{ value, label }] }]`, e.g. GET moves) and is
   * shown grouped; `store: 'label'` keeps the option's label as the field's value (stored move names).
   */
  grouped?: { store: 'value' | 'label' };
  /**
   * The permission the list call needs (`<FAMILY>_SEARCH`). A viewer without it is never sent to a call that
   * would answer 403: the field shows the saved choice by the name the record answered, and is locked.
   */
  permission?: string;
}

const staff = (type: string, status?: 'active'): OptionSource => ({
  path: 'users',
  params: { start: 0, count: 250, sort: 'name', type, status },
  permission: 'USERS_SEARCH',
});

export const OPTION_PRESETS = {
  coach: staff('coach', 'active'),
  supervisor: staff('supervisor', 'active'),
  sales: staff('sales', 'active'),
  nutritionist: staff('nutritionist'),
  activeUsers: {
    path: 'users',
    params: { start: 0, count: 500, sort: 'name', status: 'active' },
    permission: 'USERS_SEARCH',
  },
  allUsers: { path: 'users', params: { start: 0, count: 500, sort: 'name' }, permission: 'USERS_SEARCH' },
  users: { path: 'users', params: { start: 0, count: 50, sort: 'name' }, permission: 'USERS_SEARCH' },
  // Twenty matches, each with id, masked phone and birth year: same-named members are told apart.
  members: {
    path: 'members',
    params: { start: 0, count: 20, sort: 'name' },
    label: 'member',
    permission: 'MEMBERS_SEARCH',
  },
  branches: {
    path: 'branches',
    params: { start: 0, count: 250, sort: 'name' },
    label: 'name',
    special: { value: -1, labelKey: 'components.options.mobile_users' },
    permission: 'BRANCHES_SEARCH',
  },
  roles: {
    path: 'roles',
    params: { start: 0, count: 250, sort: 'name' },
    label: 'name',
    permission: 'ROLES_SEARCH',
  },
  // Training: the move catalogue (spec part 2 §3), grouped; package and training moves store the label.
  moves: { path: 'moves', params: {}, grouped: { store: 'label' } },
  // Nutrition: the typed text searches the Turkish and English names.
  foods: {
    path: 'foods',
    params: { start: 0, count: 50, sort: 'name_tr', sort_by: 'ASC' },
    label: 'name_tr',
    permission: 'FOODS_SEARCH',
  },
  // Personal trainings: training types by name.
  ptTypes: {
    path: 'personalTrainingsTypes',
    params: { start: 0, count: 250, sort: 'personal_training_type_name' },
    label: 'field:personal_training_type_name',
    permission: 'PERSONAL_TRAININGS_SEARCH',
  },
  // The member file's packages: course packages by name (what a member package sold).
  // Only active ones are offered for sale (status_id 0 = Aktif); a stored passive one still shows its name.
  coursePackages: {
    path: 'coursePackages',
    params: { start: 0, count: 250, sort: 'package_name', status_id: 0 },
    label: 'field:package_name',
    permission: 'COURSE_PACKAGE_SEARCH',
  },
} satisfies Record<string, OptionSource>;

export type OptionPresetName = keyof typeof OPTION_PRESETS;
