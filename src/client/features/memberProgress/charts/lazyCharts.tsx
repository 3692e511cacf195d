// The charts, loaded on first use (webpack chunk "member-progress-charts"): recharts never enters the first load.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const LazyTrend = lazy(() => import(/* webpackChunkName: "member-progress-charts" */ './TrendChart'));
const LazyBars = lazy(() => import(/* webpackChunkName: "member-progress-charts" */ './BarsChart'));

export function TrendChart(props: ComponentProps<typeof LazyTrend>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <LazyTrend {...props} />
    </Suspense>
  );
}

export function BarsChart(props: ComponentProps<typeof LazyBars>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <LazyBars {...props} />
    </Suspense>
  );
}
