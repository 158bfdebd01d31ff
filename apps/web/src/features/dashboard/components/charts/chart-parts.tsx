// What the dashboard's charts share (docs/decisions/074): their width and the tooltip (period-chart.tsx draws what the
// charts over periods share besides). The charts are drawn for the eye only (lazy-charts.tsx hides them from assistive
// technology): every figure is in the card's text and its table too.
import { Group, Paper, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { themeColour } from '../../colours';

export const FONT_SIZE = 12;

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
