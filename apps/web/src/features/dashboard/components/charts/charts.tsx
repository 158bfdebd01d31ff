// The dashboard's charts (docs/product.md §16.1, §16.3), in a module of their own that lazy-charts.tsx loads with
// React.lazy, so recharts travels in its own chunk and only to the dashboard. Every chart repeats
// figures a table or a list beside it gives in text (and links), so they are drawn for the eye only:
// hidden from assistive technology and kept out of the keyboard order (no accessibility layer).
import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { useNavigate } from 'react-router';
import { tickInterval } from './ticks';

export interface StatusChartCell {
  label: string;
  value: number;
  color: string;
  href: string;
}

export interface StatusChartProps {
  cells: StatusChartCell[];
  /** In the donut's hole: the repairs of the timeframe. */
  total: string;
}

export function StatusChart({ cells, total }: StatusChartProps) {
  const navigate = useNavigate();
  // The donut knows its cells by their label.
  const hrefs = new Map(cells.map((cell) => [cell.label, cell.href]));
  return (
    <DonutChart
      data={cells.map(({ label, value, color }) => ({ name: label, value, color }))}
      chartLabel={total}
      size={168}
      thickness={26}
      paddingAngle={2}
      strokeWidth={0}
      tooltipDataSource="segment"
      accessibilityLayer={false}
      // The frame hides the chart from assistive technology, so its pie must not take the focus either.
      pieProps={{ rootTabIndex: -1 }}
      cellProps={(cell) => {
        const href = hrefs.get(cell.name);
        return href ? { onClick: () => void navigate(href), style: { cursor: 'pointer' } } : {};
      }}
    />
  );
}

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
}

export function ReceivedChart({ data, receivedLabel, deliveredLabel }: ReceivedChartProps) {
  const navigate = useNavigate();
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="label"
      series={[
        { name: 'received', label: receivedLabel, color: 'blue.5' },
        { name: 'delivered', label: deliveredLabel, color: 'teal.5' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      tickLine="y"
      gridAxis="y"
      maxBarWidth={28}
      accessibilityLayer={false}
      xAxisProps={{ interval: tickInterval(data.length) }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      barProps={(series) => ({
        cursor: 'pointer',
        onClick: (_bar, index) => {
          const point = data[index];
          if (point) void navigate(series.name === 'delivered' ? point.deliveredHref : point.receivedHref);
        },
      })}
    />
  );
}

export interface StayChartPoint {
  label: string;
  averageDays: number | null;
}

export interface StayChartProps {
  data: StayChartPoint[];
  seriesLabel: string;
  formatDays: (value: number) => string;
}

export function StayChart({ data, seriesLabel, formatDays }: StayChartProps) {
  return (
    <LineChart
      h={160}
      data={data}
      dataKey="label"
      series={[{ name: 'averageDays', label: seriesLabel, color: 'violet.4' }]}
      curveType="monotone"
      connectNulls
      tickLine="y"
      gridAxis="y"
      accessibilityLayer={false}
      valueFormatter={formatDays}
      xAxisProps={{ interval: tickInterval(data.length) }}
      yAxisProps={{ width: 32 }}
    />
  );
}
