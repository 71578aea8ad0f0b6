/**
 * The charts as their own lazy chunk (recharts is about 100 KB gzip): the suite's figures render
 * first and each chart fills its reserved box when the library has loaded.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type * as Charts from './charts';

const load = () => import('./charts');

function lazyChart<P extends object>(pick: (m: typeof Charts) => ComponentType<P>, height: number) {
  const Chart = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<div className="animate-pulse rounded-xl bg-surface-3/50" style={{ height }} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const ForecastSparkline = lazyChart<ComponentProps<typeof Charts.ForecastSparkline>>(
  (m) => m.ForecastSparkline,
  76,
);
export const FunnelChart = lazyChart<ComponentProps<typeof Charts.FunnelChart>>((m) => m.FunnelChart, 320);
export const RevenueUsersChart = lazyChart<ComponentProps<typeof Charts.RevenueUsersChart>>(
  (m) => m.RevenueUsersChart,
  300,
);
export const TrendChart = lazyChart<ComponentProps<typeof Charts.TrendChart>>((m) => m.TrendChart, 260);
