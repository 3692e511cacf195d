// The member file's commercial and intake tabs: packages (with the payment reminder and the list of
// notifications sent to the member) and the three questionnaires. No routes of their own: they open inside
// /member-edit/{id}/{tab}.
import type { Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const PackagesListPage = lazyPage(() => import(/* webpackChunkName: "packages" */ './PackagesListPage'));
const PackagesTab = lazyPage(() => import(/* webpackChunkName: "member-packages" */ './PackagesTab'));
const SportTab = lazyPage(
  () => import(/* webpackChunkName: "member-consultations" */ './consultations/SportConsultationTab'),
);
const CardioTab = lazyPage(
  () => import(/* webpackChunkName: "member-consultations" */ './consultations/CardioTestTab'),
);
const NutritionTab = lazyPage(
  () => import(/* webpackChunkName: "member-consultations" */ './consultations/NutritionConsultationTab'),
);

export const area: Area = {
  // Every reached package, read-only: the dashboard's package cards open it filtered.
  routes: [{ path: '/packages', access: 'staff', element: <PackagesListPage /> }],
  memberTabs: [
    { key: 'package-informations', component: PackagesTab },
    { key: 'sport-consultation', component: SportTab },
    { key: 'cardio-test', component: CardioTab },
    { key: 'nutrition-consultation', component: NutritionTab },
  ],
};
