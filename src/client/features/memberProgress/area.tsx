// The member file's progress (issue 15): the training-program, training-tracking, measurements and diaries tabs.
// The training-program tab shows the member's training programs and, below them, the member's personal
// trainings (moved here from the personal trainings area: one area owns one tab). Each tab is its own chunk, and
// the charts a further one, so recharts loads only with the screens that draw.
import { lazy } from 'react';
import type { Area } from '../../shell/area';

const TrainingProgramTab = lazy(
  () => import(/* webpackChunkName: "member-training-program" */ './TrainingProgramTab'),
);
const TrainingTrackingTab = lazy(
  () => import(/* webpackChunkName: "member-training-tracking" */ './TrainingTrackingTab'),
);
const MeasurementsTab = lazy(() => import(/* webpackChunkName: "member-measurements" */ './MeasurementsTab'));
const DiariesTab = lazy(() => import(/* webpackChunkName: "member-diaries" */ './DiariesTab'));

export const area: Area = {
  routes: [],
  memberTabs: [
    { key: 'training-program', component: TrainingProgramTab },
    { key: 'training-tracking', component: TrainingTrackingTab },
    { key: 'measurements', component: MeasurementsTab },
    { key: 'diaries', component: DiariesTab },
  ],
};
