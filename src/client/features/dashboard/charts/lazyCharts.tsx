// The charts, loaded on first use (webpack chunk "dashboard-charts"): recharts never enters the first load.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const LazyCharts = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './DashboardCharts'));

export function DashboardCharts(props: ComponentProps<typeof LazyCharts>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <LazyCharts {...props} />
    </Suspense>
  );
}
