// The frame of a chart over periods (docs/decisions/074): the value axis with its grid at the left, a slot per period
// with its label below, the period under the pointer shaded with its figures beside it, and a press on a period. The
// chart draws its own marks in the plot (bar-chart.tsx, line-chart.tsx).
import { useState, type MouseEvent, type ReactNode } from 'react';
import { ChartTooltip, FONT_SIZE, type TooltipLine } from './chart-parts';
import { labelledPeriods, labelStep, labelWidth, periodAt, type ValueAxis } from './geometry';

const TEXT_COLOUR = 'var(--mantine-color-dimmed)';
const GRID_COLOUR = 'var(--mantine-color-default-border)';
/** The pale column behind the period the pointer is over. */
const HOVER_FILL = 'var(--mantine-color-default-hover)';

/** The space around a plot for the value axis's labels (left) and the periods' (below). */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Where a chart draws its marks: the plot's size (its origin is its top left), a period's slot and a value's height. */
export interface PlotLayout {
  plotWidth: number;
  plotHeight: number;
  /** One period's width. */
  slot: number;
  /** A value's height in the plot, from its top. */
  y: (value: number) => number;
  /** The period under the pointer. */
  hovered: number | null;
}

export interface PeriodChartProps {
  width: number;
  height: number;
  margins: Margins;
  /** Each period's label, one per period. */
  labels: readonly string[];
  axis: ValueAxis;
  /** A tick's value as the axis writes it. */
  formatTick: (value: number) => string;
  /** The figures of a period, in its tooltip. */
  figures: (index: number) => TooltipLine[];
  /** A press on a period: its index, and how far across its slot (0 at its left edge, 1 at its right). */
  onPick?: (index: number, across: number) => void;
  /** The chart's marks, drawn in the plot. */
  children: (layout: PlotLayout) => ReactNode;
}

export function PeriodChart({ width, height, margins, labels, axis, formatTick, figures, onPick, children }: PeriodChartProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const plotWidth = Math.max(0, width - margins.left - margins.right);
  const plotHeight = height - margins.top - margins.bottom;
  const slot = labels.length > 0 ? plotWidth / labels.length : 0;
  const y = (value: number) => plotHeight - (value / axis.top) * plotHeight;
  const longest = Math.max(0, ...labels.map((label) => label.length));
  /** The pointer's x in the plot. */
  const pointerX = (event: MouseEvent<SVGRectElement>) => event.clientX - event.currentTarget.getBoundingClientRect().left;

  return (
    <>
      <svg width={width} height={height} data-chart-surface style={{ display: 'block' }}>
        <ValueGrid axis={axis} y={y} plotWidth={plotWidth} margins={margins} format={formatTick} />
        {hovered !== null ? (
          <rect x={margins.left + hovered * slot} y={margins.top} width={slot} height={plotHeight} fill={HOVER_FILL} />
        ) : null}
        <g transform={`translate(${margins.left}, ${margins.top})`}>{children({ plotWidth, plotHeight, slot, y, hovered })}</g>
        <PeriodLabels
          labels={labels}
          step={labelStep(labels.length, plotWidth, longest)}
          slot={slot}
          margins={margins}
          top={margins.top + plotHeight}
          width={width}
        />
        <rect
          data-chart-plot
          x={margins.left}
          y={margins.top}
          width={plotWidth}
          height={plotHeight}
          fill="transparent"
          style={onPick ? { cursor: 'pointer' } : undefined}
          onPointerMove={(event) => setHovered(periodAt(pointerX(event), plotWidth, labels.length))}
          onPointerLeave={() => setHovered(null)}
          onClick={(event) => {
            const x = pointerX(event);
            const index = periodAt(x, plotWidth, labels.length);
            if (onPick && index !== null) onPick(index, (x - index * slot) / slot);
          }}
        />
      </svg>
      {hovered !== null && hovered < labels.length ? (
        <ChartTooltip
          x={margins.left + (hovered + 0.5) * slot}
          y={margins.top}
          width={width}
          title={labels[hovered]}
          lines={figures(hovered)}
        />
      ) : null}
    </>
  );
}

/** The value axis: each tick's label at the left and its line across the plot. */
function ValueGrid({
  axis,
  y,
  plotWidth,
  margins,
  format,
}: {
  axis: ValueAxis;
  /** A value's height in the plot, from its top. */
  y: (value: number) => number;
  plotWidth: number;
  margins: Margins;
  format: (value: number) => string;
}) {
  return (
    <g>
      {axis.ticks.map((tick) => (
        <g key={tick} transform={`translate(0, ${margins.top + y(tick)})`}>
          <line x1={margins.left} x2={margins.left + plotWidth} stroke={GRID_COLOUR} strokeDasharray={tick === 0 ? undefined : '4 4'} />
          <text x={margins.left - 6} dy="0.32em" textAnchor="end" fontSize={FONT_SIZE} fill={TEXT_COLOUR}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The periods' labels under the plot, centred under their slot, every `step` periods; the first and the last
 * move in as far as they must to stay inside the chart's `width`.
 */
function PeriodLabels({
  labels,
  step,
  slot,
  margins,
  top,
  width,
}: {
  labels: readonly string[];
  step: number;
  /** One period's width. */
  slot: number;
  margins: Margins;
  /** The plot's bottom edge. */
  top: number;
  width: number;
}) {
  return (
    <g>
      {labelledPeriods(labels.length, step).map((index) => {
        const half = labelWidth(labels[index]?.length ?? 0) / 2;
        const x = Math.min(Math.max(margins.left + (index + 0.5) * slot, half), width - half);
        return (
          <text key={index} x={x} y={top + 16} textAnchor="middle" fontSize={FONT_SIZE} fill={TEXT_COLOUR}>
            {labels[index]}
          </text>
        );
      })}
    </g>
  );
}
