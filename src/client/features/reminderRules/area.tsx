// Reminders: the rules a gym turns on (/reminderRules, with a preview for a real member), what the daily runs
// decided (/reminderDeliveries) and the member file's "Hatırlatmalar" tab of one member's deliveries.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const ReminderRulesListPage = lazyPage(
  () => import(/* webpackChunkName: "reminderRules" */ './ReminderRulesListPage'),
);
const ReminderRuleFormPage = lazyPage(
  () => import(/* webpackChunkName: "reminderRule-form" */ './ReminderRuleFormPage'),
);
const ReminderDeliveriesListPage = lazyPage(
  () => import(/* webpackChunkName: "reminderDeliveries" */ './ReminderDeliveriesListPage'),
);
const MemberRemindersTab = lazyPage(
  () => import(/* webpackChunkName: "reminderDeliveries" */ './MemberRemindersTab'),
);

export const area: Area = {
  routes: [
    { path: '/reminderRules', access: 'staff', element: <ReminderRulesListPage /> },
    { path: '/reminderRule-add', access: 'staff', element: <ReminderRuleFormPage /> },
    { path: '/reminderRule-edit/:id', access: 'staff', element: <ReminderRuleFormPage /> },
    { path: '/reminderDeliveries', access: 'staff', element: <ReminderDeliveriesListPage /> },
  ],
  // Beside the members, users and the history: who is written to, and what was written.
  nav: [
    {
      id: 'reminderRules',
      route: '/reminderRules',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/BellOutlined')),
      permissions: ['REMINDERS_SEARCH'],
      group: 'management',
      order: 46,
      titleKey: 'reminderRules.title',
    },
    {
      id: 'reminderDeliveries',
      route: '/reminderDeliveries',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/SendOutlined')),
      permissions: ['REMINDERS_SEARCH'],
      group: 'management',
      order: 47,
      titleKey: 'reminderDeliveries.title',
    },
  ],
  memberTabs: [
    {
      key: 'reminders',
      component: MemberRemindersTab,
      extra: { permission: 'REMINDERS_SEARCH', after: 'diets', titleKey: 'reminderDeliveries.member.title' },
    },
  ],
};
