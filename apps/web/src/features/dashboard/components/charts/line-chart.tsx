// The average days in the workshop per period (docs/product.md §16.1), as a line through the periods that
// delivered any repair: a period with none has no average and the line goes straight past it.
import { curveMonotoneX, line } from 'd3-shape';
import { themeColour } from '../../colours';
import { useElementWidth } from './chart-parts';
import { valueAxis } from './geometry';
import { PeriodChart, type Margins } from './period-chart';

export interface StayChartPoint {
  label: string;
  averageDays: number | null;
}

export interface StayChartProps {
  data: StayChartPoint[];
  seriesLabel: string;
  /** A number of days in full, for the tooltip ("2,5 días"). */
  formatDays: (value: number) => string;
  /** A number of days on the axis ("2,5"). */
  formatNumber: (value: number) => string;
  /** What a period without deliveries shows instead of an average. */
  noValue: string;
}

export const STAY_CHART_HEIGHT = 160;
const MARGINS: Margins = { top: 8, right: 12, bottom: 24, left: 40 };
const COLOUR = 'violet.4';

export function StayChart(props: StayChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ position: 'relative' }}>
      {width > 0 ? <StayLine {...props} width={width} /> : null}
    </div>
  );
}

/** The chart drawn at a given width (what StayChart measures). */
export function StayLine({ data, seriesLabel, formatDays, formatNumber, noValue, width }: StayChartProps & { width: number }) {
  const axis = valueAxis(Math.max(0, ...data.map((point) => point.averageDays ?? 0)));
  const points = data.flatMap((point, index) => (point.averageDays === null ? [] : [{ index, value: point.averageDays }]));
  return (
    <PeriodChart
      width={width}
      height={STAY_CHART_HEIGHT}
      margins={MARGINS}
      labels={data.map((point) => point.label)}
      axis={axis}
      formatTick={formatNumber}
      figures={(index) => {
        const days = data[index]?.averageDays ?? null;
        return [{ key: 'days', label: seriesLabel, value: days === null ? noValue : formatDays(days), colour: COLOUR }];
      }}
    >
      {({ slot, y, hovered }) => {
        const x = (index: number) => (index + 0.5) * slot;
        const path = line<{ index: number; value: number }>()
          .x((point) => x(point.index))
          .y((point) => y(point.value))
          .curve(curveMonotoneX)(points);
        return (
          <>
            {path ? <path d={path} fill="none" stroke={themeColour(COLOUR)} strokeWidth={2} /> : null}
            {points.map((point) => (
              <circle
                key={point.index}
                cx={x(point.index)}
                cy={y(point.value)}
                r={point.index === hovered ? 4 : 2.5}
                fill={themeColour(COLOUR)}
              />
            ))}
          </>
        );
      }}
    </PeriodChart>
  );
}
