// Group classes: the timetable (week and day, drag to move, a session's roster), the class types, rooms and
// weekly schedules it is made from, and the member file's "Dersler" tab of a member's bookings.
import { navIcon, type Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const TimetablePage = lazyPage(() => import(/* webpackChunkName: "classes" */ './TimetablePage'));
const ClassTypesListPage = lazyPage(
  () => import(/* webpackChunkName: "class-setup" */ './ClassTypesListPage'),
);
const ClassTypeFormPage = lazyPage(() => import(/* webpackChunkName: "class-setup" */ './ClassTypeFormPage'));
const RoomsListPage = lazyPage(() => import(/* webpackChunkName: "class-setup" */ './RoomsListPage'));
const RoomFormPage = lazyPage(() => import(/* webpackChunkName: "class-setup" */ './RoomFormPage'));
const ClassSchedulesListPage = lazyPage(
  () => import(/* webpackChunkName: "class-setup" */ './ClassSchedulesListPage'),
);
const ClassScheduleFormPage = lazyPage(
  () => import(/* webpackChunkName: "class-setup" */ './ClassScheduleFormPage'),
);
const MemberClassesTab = lazyPage(
  () => import(/* webpackChunkName: "member-classes" */ './MemberClassesTab'),
);

export const area: Area = {
  routes: [
    { path: '/classes', access: 'staff', element: <TimetablePage /> },
    { path: '/classTypes', access: 'staff', element: <ClassTypesListPage /> },
    { path: '/classTypes-add', access: 'staff', element: <ClassTypeFormPage /> },
    { path: '/classTypes-edit/:id', access: 'staff', element: <ClassTypeFormPage /> },
    { path: '/rooms', access: 'staff', element: <RoomsListPage /> },
    { path: '/rooms-add', access: 'staff', element: <RoomFormPage /> },
    { path: '/rooms-edit/:id', access: 'staff', element: <RoomFormPage /> },
    { path: '/classSchedules', access: 'staff', element: <ClassSchedulesListPage /> },
    { path: '/classSchedules-add', access: 'staff', element: <ClassScheduleFormPage /> },
    { path: '/classSchedules-edit/:id', access: 'staff', element: <ClassScheduleFormPage /> },
  ],
  nav: [
    {
      id: 'classes',
      route: '/classes',
      titleKey: 'classes.title',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/CalendarOutlined')),
      permissions: ['CLASSES_SEARCH'],
      order: 26,
    },
    {
      id: 'classTypes',
      route: '/classTypes',
      titleKey: 'classes.typesTitle',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/TagsOutlined')),
      permissions: ['CLASSES_SEARCH'],
      group: 'training',
      order: 102,
    },
    {
      id: 'rooms',
      route: '/rooms',
      titleKey: 'classes.roomsTitle',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/HomeOutlined')),
      permissions: ['CLASSES_SEARCH'],
      group: 'training',
      order: 104,
    },
    {
      id: 'classSchedules',
      route: '/classSchedules',
      titleKey: 'classes.schedulesTitle',
      icon: navIcon(() => import(/* webpackChunkName: "nav-icons" */ '@ant-design/icons/FieldTimeOutlined')),
      permissions: ['CLASSES_SEARCH'],
      group: 'training',
      order: 106,
    },
  ],
  memberTabs: [
    {
      key: 'classes',
      component: MemberClassesTab,
      extra: { permission: 'CLASS_BOOKINGS_SEARCH', after: 'checkins', titleKey: 'classes.member.title' },
    },
  ],
};
