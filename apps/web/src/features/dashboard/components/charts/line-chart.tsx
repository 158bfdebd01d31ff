// The average days in the workshop per period (docs/product.md §16.1), as a line through the periods that
// delivered any repair: a period with none has no average and the line goes straight past it.
import { curveMonotoneX, line } from 'd3-shape';
import { useState } from 'react';
import { themeColour } from '../../colours';
import { ChartTooltip, HOVER_FILL, PeriodLabels, useElementWidth, ValueGrid, type Margins } from './chart-parts';
import { labelStep, periodAt, valueAxis } from './geometry';

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
  const [hovered, setHovered] = useState<number | null>(null);
  const plotWidth = Math.max(0, width - MARGINS.left - MARGINS.right);
  const plotHeight = STAY_CHART_HEIGHT - MARGINS.top - MARGINS.bottom;
  const axis = valueAxis(Math.max(0, ...data.map((point) => point.averageDays ?? 0)));
  const y = (value: number) => plotHeight - (value / axis.top) * plotHeight;
  const slot = data.length > 0 ? plotWidth / data.length : 0;
  const x = (index: number) => (index + 0.5) * slot;
  const points = data.flatMap((point, index) => (point.averageDays === null ? [] : [{ index, value: point.averageDays }]));
  const path = line<{ index: number; value: number }>()
    .x((point) => x(point.index))
    .y((point) => y(point.value))
    .curve(curveMonotoneX)(points);
  const longest = Math.max(0, ...data.map((point) => point.label.length));
  const point = hovered === null ? undefined : data[hovered];

  return (
    <>
      <svg width={width} height={STAY_CHART_HEIGHT} data-chart-surface style={{ display: 'block' }}>
        <ValueGrid axis={axis} y={y} plotWidth={plotWidth} margins={MARGINS} format={formatNumber} />
        {hovered !== null ? (
          <rect x={MARGINS.left + hovered * slot} y={MARGINS.top} width={slot} height={plotHeight} fill={HOVER_FILL} />
        ) : null}
        <g transform={`translate(${MARGINS.left}, ${MARGINS.top})`}>
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
        </g>
        <PeriodLabels
          labels={data.map((point) => point.label)}
          step={labelStep(data.length, plotWidth, longest)}
          slot={slot}
          margins={MARGINS}
          top={MARGINS.top + plotHeight}
          width={width}
        />
        <rect
          data-chart-plot
          x={MARGINS.left}
          y={MARGINS.top}
          width={plotWidth}
          height={plotHeight}
          fill="transparent"
          onPointerMove={(event) =>
            setHovered(periodAt(event.clientX - event.currentTarget.getBoundingClientRect().left, plotWidth, data.length))
          }
          onPointerLeave={() => setHovered(null)}
        />
      </svg>
      {point && hovered !== null ? (
        <ChartTooltip
          x={MARGINS.left + x(hovered)}
          y={MARGINS.top}
          width={width}
          title={point.label}
          lines={[
            {
              key: 'days',
              label: seriesLabel,
              value: point.averageDays === null ? noValue : formatDays(point.averageDays),
              colour: COLOUR,
            },
          ]}
        />
      ) : null}
    </>
  );
}
