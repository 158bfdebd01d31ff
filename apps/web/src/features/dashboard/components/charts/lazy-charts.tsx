// The charts, loaded only when the dashboard draws one (charts.tsx and what it draws with), with a skeleton
// of the chart's size meanwhile. The wrapper hides each chart from assistive technology: the card
// gives the same figures as text.
import { Box, Skeleton } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { ReceivedChartProps, StatusChartProps, StayChartProps } from './charts';

const loadCharts = () => import('./charts');

/**
 * Starts loading the charts' module while the dashboard's figures are asked for, not once they have come
 * and the first chart is drawn (docs/decisions/069): the chunk is usually fetched already, but running it
 * took its turn after the answer.
 */
export function preloadCharts(): void {
  void loadCharts();
}
const LazyStatusChart = lazyNamed(loadCharts, 'StatusChart');
const LazyReceivedChart = lazyNamed(loadCharts, 'ReceivedChart');
const LazyStayChart = lazyNamed(loadCharts, 'StayChart');

function ChartFrame({ height, width, children }: { height: number; width?: number; children: ReactNode }) {
  return (
    <Box aria-hidden="true" data-testid="dashboard-chart" mih={height}>
      <Suspense fallback={<Skeleton height={height} width={width} circle={width !== undefined} />}>{children}</Suspense>
    </Box>
  );
}

export function StatusChart(props: StatusChartProps) {
  return (
    <ChartFrame height={168} width={168}>
      <LazyStatusChart {...props} />
    </ChartFrame>
  );
}

export function ReceivedChart(props: ReceivedChartProps) {
  return (
    <ChartFrame height={220}>
      <LazyReceivedChart {...props} />
    </ChartFrame>
  );
}

export function StayChart(props: StayChartProps) {
  return (
    <ChartFrame height={160}>
      <LazyStayChart {...props} />
    </ChartFrame>
  );
}
