// Repairs received and delivered per period (docs/product.md §16.2), as two bars a period. A press on a period's
// left half opens the repairs received in it, on its right half those of them delivered (§16.3).
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { themeColour } from '../../colours';
import { ChartTooltip, HOVER_FILL, PeriodLabels, useElementWidth, ValueGrid, type Margins } from './chart-parts';
import { labelStep, periodAt, valueAxis } from './geometry';

export interface ReceivedChartPoint {
  label: string;
  received: number;
  delivered: number;
  receivedHref: string;
  deliveredHref: string;
}

export interface ReceivedChartProps {
  data: ReceivedChartPoint[];
  receivedLabel: string;
  deliveredLabel: string;
  /** A count as the interface writes it ("1.250"). */
  formatCount: (value: number) => string;
}

export const RECEIVED_CHART_HEIGHT = 220;
const MARGINS: Margins = { top: 8, right: 8, bottom: 24, left: 40 };
const RECEIVED_COLOUR = 'blue.5';
const DELIVERED_COLOUR = 'teal.5';
/** The widest a bar is drawn, however few the periods. */
const MAX_BAR_WIDTH = 28;

export function ReceivedChart(props: ReceivedChartProps) {
  const navigate = useNavigate();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ position: 'relative' }}>
      {width > 0 ? <ReceivedBars {...props} width={width} onOpen={(href) => void navigate(href)} /> : null}
    </div>
  );
}

/** The chart drawn at a given width (what ReceivedChart measures). */
export function ReceivedBars({
  data,
  receivedLabel,
  deliveredLabel,
  formatCount,
  width,
  onOpen,
}: ReceivedChartProps & {
  width: number;
  onOpen: (href: string) => void;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const plotWidth = Math.max(0, width - MARGINS.left - MARGINS.right);
  const plotHeight = RECEIVED_CHART_HEIGHT - MARGINS.top - MARGINS.bottom;
  const axis = valueAxis(Math.max(0, ...data.map((point) => Math.max(point.received, point.delivered))), { whole: true });
  const y = (value: number) => plotHeight - (value / axis.top) * plotHeight;
  const slot = data.length > 0 ? plotWidth / data.length : 0;
  // Two bars and a gap between them in 70 % of a period's slot.
  const bar = Math.min(MAX_BAR_WIDTH, Math.max(1, (slot * 0.7 - 1) / 2));
  const gap = slot * 0.7 >= 4 ? 1 : 0;
  const longest = Math.max(0, ...data.map((point) => point.label.length));
  /** The period under the pointer, and the pointer's x in the plot. */
  const pointerPeriod = (event: MouseEvent<SVGRectElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    return { index: periodAt(x, plotWidth, data.length), x };
  };
  const point = hovered === null ? undefined : data[hovered];

  return (
    <>
      <svg width={width} height={RECEIVED_CHART_HEIGHT} data-chart-surface style={{ display: 'block' }}>
        <ValueGrid axis={axis} y={y} plotWidth={plotWidth} margins={MARGINS} format={formatCount} />
        {hovered !== null ? (
          <rect x={MARGINS.left + hovered * slot} y={MARGINS.top} width={slot} height={plotHeight} fill={HOVER_FILL} />
        ) : null}
        <g transform={`translate(${MARGINS.left}, ${MARGINS.top})`}>
          {data.map((point, index) => {
            const centre = (index + 0.5) * slot;
            return (
              <g key={index}>
                <BarRect x={centre - gap / 2 - bar} width={bar} value={point.received} y={y} colour={RECEIVED_COLOUR} />
                <BarRect x={centre + gap / 2} width={bar} value={point.delivered} y={y} colour={DELIVERED_COLOUR} />
              </g>
            );
          })}
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
          style={{ cursor: 'pointer' }}
          onPointerMove={(event) => setHovered(pointerPeriod(event).index)}
          onPointerLeave={() => setHovered(null)}
          onClick={(event) => {
            const { index, x } = pointerPeriod(event);
            const clicked = index === null ? undefined : data[index];
            if (clicked && index !== null) onOpen(x - index * slot < slot / 2 ? clicked.receivedHref : clicked.deliveredHref);
          }}
        />
      </svg>
      {point && hovered !== null ? (
        <ChartTooltip
          x={MARGINS.left + (hovered + 0.5) * slot}
          y={MARGINS.top}
          width={width}
          title={point.label}
          lines={[
            { key: 'received', label: receivedLabel, value: formatCount(point.received), colour: RECEIVED_COLOUR },
            { key: 'delivered', label: deliveredLabel, value: formatCount(point.delivered), colour: DELIVERED_COLOUR },
          ]}
        />
      ) : null}
    </>
  );
}

/** A bar from the axis up to its value; a value above zero shows at least a pixel. */
function BarRect({
  x,
  width,
  value,
  y,
  colour,
}: {
  x: number;
  width: number;
  value: number;
  y: (value: number) => number;
  colour: string;
}) {
  if (value <= 0) return null;
  const top = Math.min(y(value), y(0) - 1);
  return <rect x={x} y={top} width={width} height={y(0) - top} rx={Math.min(2, width / 2)} fill={themeColour(colour)} />;
}
