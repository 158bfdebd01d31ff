// Repairs per status (docs/product.md §16.1) as a ring with the timeframe's total in its hole; a press on a
// status's segment opens its repairs (§16.3).
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { themeColour } from '../../colours';
import { ChartTooltip, FONT_SIZE } from './chart-parts';

export interface StatusChartCell {
  label: string;
  value: number;
  /** The value as the interface writes it ("17.355"). */
  shown: string;
  /** A theme colour's name ("orange.6"). */
  color: string;
  href: string;
}

export interface StatusChartProps {
  cells: StatusChartCell[];
  /** In the donut's hole: the repairs of the timeframe. */
  total: string;
}

export const STATUS_CHART_SIZE = 168;
const THICKNESS = 26;
/** Two degrees between segments. */
const PAD_ANGLE = (2 * Math.PI) / 180;

export function StatusChart(props: StatusChartProps) {
  const navigate = useNavigate();
  return <StatusRing {...props} onOpen={(href) => void navigate(href)} />;
}

/** The ring itself, opening a segment's list through `onOpen`. */
export function StatusRing({ cells, total, onOpen }: StatusChartProps & { onOpen: (href: string) => void }) {
  const [hovered, setHovered] = useState<{ index: number; x: number; y: number } | null>(null);
  const radius = STATUS_CHART_SIZE / 2;
  // In the statuses' order, as the list beside it.
  const segments = pie<StatusChartCell>()
    .value((cell) => cell.value)
    .sort(null)
    .padAngle(cells.filter((cell) => cell.value > 0).length > 1 ? PAD_ANGLE : 0)(cells);
  const drawArc = arc<PieArcDatum<StatusChartCell>>()
    .innerRadius(radius - THICKNESS)
    .outerRadius(radius);
  const cell = hovered === null ? undefined : cells[hovered.index];

  return (
    <div style={{ position: 'relative', width: STATUS_CHART_SIZE, height: STATUS_CHART_SIZE }}>
      <svg width={STATUS_CHART_SIZE} height={STATUS_CHART_SIZE} data-chart-surface style={{ display: 'block' }}>
        <g transform={`translate(${radius}, ${radius})`}>
          {segments.map((segment, index) =>
            segment.value > 0 ? (
              <path
                key={segment.data.label}
                data-chart-segment={segment.data.label}
                d={drawArc(segment) ?? undefined}
                fill={themeColour(segment.data.color)}
                opacity={hovered === null || hovered.index === index ? 1 : 0.6}
                style={{ cursor: 'pointer' }}
                onPointerMove={(event) => {
                  const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
                  setHovered({ index, x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) });
                }}
                onPointerLeave={() => setHovered(null)}
                onClick={() => onOpen(segment.data.href)}
              />
            ) : null,
          )}
          <text textAnchor="middle" dy="0.35em" fontSize={FONT_SIZE + 2} fontWeight={600} fill="var(--mantine-color-text)">
            {total}
          </text>
        </g>
      </svg>
      {cell && hovered ? (
        <ChartTooltip
          x={hovered.x}
          y={hovered.y}
          width={STATUS_CHART_SIZE}
          lines={[{ key: cell.label, label: cell.label, value: cell.shown, colour: cell.color }]}
        />
      ) : null}
    </div>
  );
}
