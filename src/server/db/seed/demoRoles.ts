// Demo roles: what each kind of staff typically needs (the spec leaves the mapping to data).
import { allPermissions } from '../../../shared/permissionCatalogue';

const crud = (...families: string[]) =>
  families.flatMap((f) => ['SEARCH', 'CREATE', 'READ', 'UPDATE', 'DELETE'].map((a) => `${f}_${a}`));

export const DEMO_ROLES: { key: string; name: string; permissions: string[] }[] = [
  {
    key: 'manager',
    name: 'Yönetici',
    permissions: allPermissions().filter(
      (p) => !['ROLES_CREATE', 'ROLES_UPDATE', 'ROLES_DELETE'].includes(p),
    ),
  },
  {
    key: 'supervisor',
    name: 'Şube Sorumlusu',
    permissions: [
      'USERS_SEARCH',
      'USERS_READ',
      'BRANCHES_SEARCH',
      'BRANCHES_READ',
      'BRANCHES_UPDATE',
      ...crud('MEMBERS', 'ARTICLES', 'MEDIA'),
      'MEMBERS_REACH_ALL',
      'MEMBER_PACKAGE_SEARCH',
      'MEMBER_PACKAGE_READ',
      'REPORTS_SEARCH',
      'REPORTS_READ',
    ],
  },
  {
    key: 'coach',
    name: 'Antrenör',
    permissions: [
      'USERS_SEARCH',
      'MEMBERS_SEARCH',
      'MEMBERS_READ',
      'MEMBERS_UPDATE',
      ...crud(
        'TRAININGS',
        'TRAINING_DETAILS',
        'TRAINING_PROGRAMS',
        'TRAINING_PROGRAM_DETAILS',
        'MEASUREMENTS',
        'MEASUREMENT_DETAILS',
      ),
      'MEMBER_CONSULTATION_SPORTS',
      'MEMBER_CONSULTATION_CARDIO',
      'MEMBER_CONSULTATION_POSTUR',
      'MEMBER_PACKAGE_SEARCH',
      'MEMBER_PACKAGE_READ',
      // A coach builds course packages (and uploads move videos under their UPDATE), runs personal trainings
      // and approves their own trainees' programs (reach limits approvals to them; never their own work).
      'COURSE_PACKAGE_SEARCH',
      'COURSE_PACKAGE_CREATE',
      'COURSE_PACKAGE_READ',
      'COURSE_PACKAGE_UPDATE',
      // A package names its branch: the form's branch picker lists them.
      'BRANCHES_SEARCH',
      'PERSONAL_TRAININGS_SEARCH',
      'PERSONAL_TRAININGS_CREATE',
      'PERSONAL_TRAININGS_READ',
      'PERSONAL_TRAININGS_UPDATE',
      'PERSONAL_TRAININGS_APPROVE',
      'MEDIA_SEARCH',
      'MEDIA_CREATE',
      'MEDIA_READ',
      'REPORTS_SEARCH',
      'REPORTS_CREATE',
      'REPORTS_READ',
      'REPORTS_UPDATE',
    ],
  },
  {
    key: 'nutritionist',
    name: 'Diyetisyen',
    permissions: [
      'USERS_SEARCH',
      'MEMBERS_SEARCH',
      'MEMBERS_READ',
      ...crud('DIET_LISTS', 'FOODS', 'FOOD_PORTIONS', 'RECIPES', 'RECIPE_INGREDIENTS', 'DIARIES', 'MEDIA'),
      'MEMBER_CONSULTATION_NUTRITION',
      // Weight and body fat drive a diet; the diet part of a personal training is the nutritionist's.
      'MEASUREMENTS_SEARCH',
      'MEASUREMENTS_READ',
      'MEASUREMENT_DETAILS_SEARCH',
      'MEASUREMENT_DETAILS_READ',
      'PERSONAL_TRAININGS_SEARCH',
      'PERSONAL_TRAININGS_READ',
      'PERSONAL_TRAININGS_UPDATE',
      'REPORTS_SEARCH',
      'REPORTS_CREATE',
      'REPORTS_READ',
      'REPORTS_UPDATE',
    ],
  },
  {
    key: 'sales',
    name: 'Satış',
    permissions: [
      'USERS_SEARCH',
      'MEMBERS_SEARCH',
      'MEMBERS_CREATE',
      'MEMBERS_READ',
      'MEMBERS_UPDATE',
      'MEMBERS_REACH_ALL',
      'MEMBER_PACKAGE_SEARCH',
      'MEMBER_PACKAGE_CREATE',
      'MEMBER_PACKAGE_READ',
      'MEMBER_PACKAGE_UPDATE',
      'COURSE_PACKAGE_SEARCH',
      'COURSE_PACKAGE_READ',
      'PERSONAL_TRAININGS_SEARCH',
      'PERSONAL_TRAININGS_READ',
    ],
  },
];

// The member file: coaches and nutritionists read and fill in the questionnaires (their tabs follow
// the type keys above); sales and supervisors see and send notifications (payment reminders).
const MEMBER_FILE_GRANTS: Record<string, string[]> = {
  coach: [
    'MEMBER_CONSULTATION_SEARCH',
    'MEMBER_CONSULTATION_READ',
    'MEMBER_CONSULTATION_CREATE',
    'MEMBER_CONSULTATION_UPDATE',
  ],
  nutritionist: [
    'MEMBER_CONSULTATION_SEARCH',
    'MEMBER_CONSULTATION_READ',
    'MEMBER_CONSULTATION_CREATE',
    'MEMBER_CONSULTATION_UPDATE',
  ],
  // Sales fill in the PAR-Q (the sports questionnaire's first part) when they sell a package.
  sales: [
    'NOTIFICATIONS',
    'NOTIFICATIONS_CREATE',
    'MEMBER_CONSULTATION_SEARCH',
    'MEMBER_CONSULTATION_READ',
    'MEMBER_CONSULTATION_CREATE',
    'MEMBER_CONSULTATION_UPDATE',
    'MEMBER_CONSULTATION_SPORTS',
  ],
  supervisor: ['NOTIFICATIONS', 'NOTIFICATIONS_CREATE'],
};
for (const role of DEMO_ROLES) role.permissions.push(...(MEMBER_FILE_GRANTS[role.key] ?? []));
