// What the dashboard's charts share (docs/decisions/074): their width, the value axis with its grid, the periods'
// labels and the tooltip. The charts are drawn for the eye only (lazy-charts.tsx hides them from assistive
// technology): every figure is in the card's text and its table too.
import { Group, Paper, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { themeColour } from '../../colours';
import { labelledPeriods, labelWidth, type ValueAxis } from './geometry';

export const FONT_SIZE = 12;
const TEXT_COLOUR = 'var(--mantine-color-dimmed)';
const GRID_COLOUR = 'var(--mantine-color-default-border)';
/** The pale column behind the period the pointer is over. */
export const HOVER_FILL = 'var(--mantine-color-default-hover)';

/** The space around a plot for the value axis's labels (left) and the periods' (below). */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The width an element is given, in whole pixels, measured once before the first paint and again when it
 * changes. Zero until measured (and in a test's page, which lays nothing out): a chart draws nothing then.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The value axis: each tick's label at the left and its line across the plot. */
export function ValueGrid({
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
export function PeriodLabels({
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

export interface TooltipLine {
  key: string;
  label: string;
  value: string;
  colour: string;
}

/**
 * The figures of what the pointer is over, beside it: right of `x` in the chart's left half, left of it in the
 * right half, so it stays inside the card.
 */
export function ChartTooltip({
  x,
  y,
  width,
  title,
  lines,
}: {
  x: number;
  y: number;
  width: number;
  title?: ReactNode;
  lines: TooltipLine[];
}) {
  const onLeft = x > width / 2;
  return (
    <Paper
      withBorder
      shadow="md"
      px="sm"
      py={6}
      data-chart-tooltip
      style={{
        position: 'absolute',
        left: x,
        top: y,
        transform: onLeft ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        zIndex: 1,
      }}
    >
      {title ? (
        <Text size="xs" fw={600} mb={2}>
          {title}
        </Text>
      ) : null}
      {lines.map((line) => (
        <Group key={line.key} gap={8} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <svg width={8} height={8} aria-hidden="true">
              <circle cx={4} cy={4} r={4} fill={themeColour(line.colour)} />
            </svg>
            <Text size="xs">{line.label}</Text>
          </Group>
          <Text size="xs" fw={600}>
            {line.value}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}
