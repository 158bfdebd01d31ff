// The dashboard's charts (docs/product.md §16.1, §16.3), in a module of their own that lazy-charts.tsx loads with
// React.lazy, so their code travels only to the dashboard. They are drawn as plain SVG from d3's scales and shapes
// (docs/decisions/074). Every chart repeats figures a table or a list beside it gives in text (and links), so they
// are drawn for the eye only: hidden from assistive technology and kept out of the keyboard order.
export { ReceivedChart, type ReceivedChartPoint, type ReceivedChartProps } from './bar-chart';
export { StatusChart, type StatusChartCell, type StatusChartProps } from './donut-chart';
export { StayChart, type StayChartPoint, type StayChartProps } from './line-chart';
