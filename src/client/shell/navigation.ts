// The navigation table (spec part 1 §2) — the one source for the side menu, search, shortcuts and dashboard
// links. Leaves carry the permission(s) that show them (any one suffices); groups show while a child shows.
import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BugOutlined,
  BookOutlined,
  CameraOutlined,
  CoffeeOutlined,
  DashboardOutlined,
  FireOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
  HeartOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';

type Icon = ComponentType<{ className?: string }>;

export interface NavItem {
  kind: 'item';
  id: string;
  /** i18n key of the title, `navigation.<id>`. */
  titleKey: string;
  route: string;
  icon: Icon;
  permissions: readonly string[];
}

export interface NavGroup {
  kind: 'group';
  id: string;
  titleKey: string;
  icon: Icon;
  children: readonly NavItem[];
}

export type NavEntry = NavItem | NavGroup;

const item = (id: string, route: string, icon: Icon, ...permissions: string[]): NavItem => ({
  kind: 'item',
  id,
  titleKey: `navigation.${id}`,
  route,
  icon,
  permissions,
});

const group = (id: string, icon: Icon, children: NavItem[]): NavGroup => ({
  kind: 'group',
  id,
  titleKey: `navigation.groups.${id}`,
  icon,
  children,
});

export const NAVIGATION: readonly NavEntry[] = [
  item('dashboard', '/dashboard', DashboardOutlined, 'USERS_SEARCH'),
  group('management', AppstoreOutlined, [
    item('members', '/members', TeamOutlined, 'MEMBERS_SEARCH'),
    item('users', '/users', UserOutlined, 'USERS_SEARCH'),
    item('roles', '/roles', SafetyOutlined, 'ROLES_SEARCH'),
    item('branches', '/branches', ShopOutlined, 'BRANCHES_SEARCH'),
  ]),
  group('content', ReadOutlined, [item('articles', '/articles', ReadOutlined, 'ARTICLES_SEARCH')]),
  group('nutrition', HeartOutlined, [
    item('foods', '/foods', CoffeeOutlined, 'FOODS_SEARCH'),
    item('dietlists', '/dietlists', ProfileOutlined, 'DIET_LISTS_SEARCH'),
    item('recipes', '/recipes', BookOutlined, 'RECIPES_SEARCH'),
  ]),
  group('training', ScheduleOutlined, [
    item('coursePackages', '/coursePackages', BankOutlined, 'COURSE_PACKAGE_SEARCH'),
    item('moves', '/movesComponent', ThunderboltOutlined, 'COURSE_PACKAGE_SEARCH'),
    item('postureAnalysis', '/postureAnalysis', CameraOutlined, 'COURSE_PACKAGE_SEARCH'),
    item('personalTrainingTypes', '/personalTrainingsTypes', TagsOutlined, 'PERSONAL_TRAININGS_SEARCH'),
    item('personalTrainings', '/personalTrainings', FireOutlined, 'PERSONAL_TRAININGS_SEARCH'),
  ]),
  item('reports', '/reports', BarChartOutlined, 'REPORTS_SEARCH'),
  { ...item('supportReplay', '/support/replay', BugOutlined, 'SUPPORT_REPLAY'), titleKey: 'support.nav_title' },
];
