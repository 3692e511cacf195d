// Dropdown sources of spec part 1 §7 / §9: people by type (250, active except nutritionists), all or active
// users (500), members, users, branches and roles by name. Each is a list call filtered by `name`.
import type { QueryValue } from '../../shared/query';

export interface OptionSource {
  path: string;
  /** Fixed query parameters; the typed text is sent as `name`. */
  params: Record<string, QueryValue>;
  /** Option label of a record; default 'name lastname'. */
  label?: (record: Record<string, unknown>) => string;
  /** A value with a fixed, translated label instead of a record (branches: -1 'Mobil Kullanıcılar'). */
  special?: { value: number; labelKey: string };
}

const staff = (type: string, status?: 'active'): OptionSource => ({
  path: 'users',
  params: { start: 0, count: 250, sort: 'name', type, status },
});

export const OPTION_PRESETS = {
  coach: staff('coach', 'active'),
  supervisor: staff('supervisor', 'active'),
  sales: staff('sales', 'active'),
  nutritionist: staff('nutritionist'),
  activeUsers: { path: 'users', params: { start: 0, count: 500, sort: 'name', status: 'active' } },
  allUsers: { path: 'users', params: { start: 0, count: 500, sort: 'name' } },
  users: { path: 'users', params: { start: 0, count: 50, sort: 'name' } },
  members: { path: 'members', params: { start: 0, count: 50, sort: 'name' } },
  branches: { path: 'branches', params: { start: 0, count: 250, sort: 'name' }, special: { value: -1, labelKey: 'components.options.mobile_users' } },
  roles: { path: 'roles', params: { start: 0, count: 250, sort: 'name' } },
} satisfies Record<string, OptionSource>;

export type OptionPresetName = keyof typeof OPTION_PRESETS;

/** 'name lastname' of a person, or the name of anything else. */
export const personLabel = (record: Record<string, unknown>): string =>
  [record.name, record.lastname].filter((part) => typeof part === 'string' && part !== '').join(' ') || String(record.id ?? '');
