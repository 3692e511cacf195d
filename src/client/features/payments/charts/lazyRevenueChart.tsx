// The revenue chart, loaded on first use (webpack chunk "revenue-chart"): recharts never enters the first load.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const LazyChart = lazy(() => import(/* webpackChunkName: "revenue-chart" */ './RevenueChart'));

export function RevenueChart(props: ComponentProps<typeof LazyChart>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <LazyChart {...props} />
    </Suspense>
  );
}
