// The charts, loaded only with the dashboard (charts.tsx and what it draws with), with a skeleton of the chart's size
// until they are here. The wrapper hides each chart from assistive technology: the card gives the same figures as
// text.
//
// Not React.lazy: React holds a Suspense boundary's content back until 300 ms after its fallback was shown, so a
// chart whose module had already arrived was drawn that much after its card (docs/decisions/074). A chart here is
// drawn in the same paint as its card when the module is here, and as soon as it arrives otherwise.
import { Box, Skeleton } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';
import type { ReceivedChartProps, StatusChartProps, StayChartProps } from './charts';

const charts = deferredModule(() => import('./charts'));
type ChartsModule = Awaited<ReturnType<typeof charts.load>>;

/**
 * Starts loading the charts' module while the dashboard's figures are asked for, not once they have come
 * (docs/decisions/069): by the time they have, it is usually here.
 */
export function preloadCharts(): void {
  // A failed fetch is tried again when a chart is drawn.
  charts.load().catch(() => undefined);
}

/** The charts' module: at once if it is here, else once it arrives (a failed fetch leaves the skeleton). */
function useCharts(): ChartsModule | undefined {
  // Asked for now, not once the browser is idle: the dashboard's figures are in.
  const [module, fetchNow] = useDeferredModule(charts);
  useEffect(fetchNow, [fetchNow]);
  return module;
}

function ChartFrame({ height, width, children }: { height: number; width?: number; children: ReactNode }) {
  return (
    <Box aria-hidden="true" data-testid="dashboard-chart" mih={height}>
      {children ?? <Skeleton height={height} width={width} circle={width !== undefined} />}
    </Box>
  );
}

export function StatusChart(props: StatusChartProps) {
  const module = useCharts();
  return (
    <ChartFrame height={168} width={168}>
      {module ? <module.StatusChart {...props} /> : null}
    </ChartFrame>
  );
}

export function ReceivedChart(props: ReceivedChartProps) {
  const module = useCharts();
  return <ChartFrame height={220}>{module ? <module.ReceivedChart {...props} /> : null}</ChartFrame>;
}

export function StayChart(props: StayChartProps) {
  const module = useCharts();
  return <ChartFrame height={160}>{module ? <module.StayChart {...props} /> : null}</ChartFrame>;
}
