// The member file's progress: the training-program, training-tracking, measurements and diaries tabs.
// The training-program tab shows the member's training programs and, below them, the member's personal
// trainings (moved here from the personal trainings area: one area owns one tab). Each tab is its own chunk, and
// the charts a further one, so recharts loads only with the screens that draw.
import type { Area } from '../../shell/area';
import { lazyPage } from '../../shell/lazyPage';

const TrainingProgramTab = lazyPage(
  () => import(/* webpackChunkName: "member-training-program" */ './TrainingProgramTab'),
);
const TrainingTrackingTab = lazyPage(
  () => import(/* webpackChunkName: "member-training-tracking" */ './TrainingTrackingTab'),
);
const MeasurementsTab = lazyPage(
  () => import(/* webpackChunkName: "member-measurements" */ './MeasurementsTab'),
);
const DiariesTab = lazyPage(() => import(/* webpackChunkName: "member-diaries" */ './DiariesTab'));

export const area: Area = {
  routes: [],
  memberTabs: [
    { key: 'training-program', component: TrainingProgramTab },
    { key: 'training-tracking', component: TrainingTrackingTab },
    { key: 'measurements', component: MeasurementsTab },
    { key: 'diaries', component: DiariesTab },
  ],
};
