// The calendar, loaded on first use (webpack chunk "class-calendar"): FullCalendar never weighs on other screens.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const LazyCalendar = lazy(() => import(/* webpackChunkName: "class-calendar" */ './SessionCalendar'));

export function SessionCalendar(props: ComponentProps<typeof LazyCalendar>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
      <LazyCalendar {...props} />
    </Suspense>
  );
}
