// Repairs received and delivered per period (docs/product.md §16.2), as two bars a period. A press on a period's
// left half opens the repairs received in it, on its right half those of them delivered (§16.3).
import { useNavigate } from 'react-router';
import { themeColour } from '../../colours';
import { useElementWidth } from './chart-parts';
import { valueAxis } from './geometry';
import { PeriodChart, type Margins } from './period-chart';

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
  const axis = valueAxis(Math.max(0, ...data.map((point) => Math.max(point.received, point.delivered))), { whole: true });
  return (
    <PeriodChart
      width={width}
      height={RECEIVED_CHART_HEIGHT}
      margins={MARGINS}
      labels={data.map((point) => point.label)}
      axis={axis}
      formatTick={formatCount}
      figures={(index) => [
        { key: 'received', label: receivedLabel, value: formatCount(data[index]?.received ?? 0), colour: RECEIVED_COLOUR },
        { key: 'delivered', label: deliveredLabel, value: formatCount(data[index]?.delivered ?? 0), colour: DELIVERED_COLOUR },
      ]}
      onPick={(index, across) => {
        const point = data[index];
        if (point) onOpen(across < 0.5 ? point.receivedHref : point.deliveredHref);
      }}
    >
      {({ slot, y }) => {
        // Two bars and a gap between them in 70 % of a period's slot.
        const bar = Math.min(MAX_BAR_WIDTH, Math.max(1, (slot * 0.7 - 1) / 2));
        const gap = slot * 0.7 >= 4 ? 1 : 0;
        return data.map((point, index) => {
          const centre = (index + 0.5) * slot;
          return (
            <g key={index}>
              <BarRect x={centre - gap / 2 - bar} width={bar} value={point.received} y={y} colour={RECEIVED_COLOUR} />
              <BarRect x={centre + gap / 2} width={bar} value={point.delivered} y={y} colour={DELIVERED_COLOUR} />
            </g>
          );
        });
      }}
    </PeriodChart>
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
