import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/testing/render';
import { ReceivedBars, RECEIVED_CHART_HEIGHT, type ReceivedChartPoint } from './bar-chart';
import { StatusRing } from './donut-chart';
import { StayLine } from './line-chart';

const count = (value: number) => new Intl.NumberFormat('es-ES').format(value);
const WIDTH = 448;
/** bar-chart.tsx's margins: 40 px for the value axis at the left, 8 at the right; 8 above, 24 below. */
const PLOT = { left: 40, width: WIDTH - 48, height: RECEIVED_CHART_HEIGHT - 32 };

function week(label: string, received: number, delivered: number): ReceivedChartPoint {
  return { label, received, delivered, receivedHref: `/repairs?week=${label}`, deliveredHref: `/repairs?week=${label}&status=delivered` };
}

function bars(colour: string) {
  return Array.from(document.querySelectorAll<SVGRectElement>(`rect[fill="var(--mantine-color-${colour})"]`));
}

/** The plot is the chart's left edge in the test page (which lays nothing out): a pointer's x is its x in the plot. */
function plot() {
  return document.querySelector<SVGRectElement>('[data-chart-plot]')!;
}

describe('the received and delivered bars', () => {
  const data = [week('01/06', 40, 30), week('08/06', 0, 0), week('15/06', 20, 20), week('22/06', 10, 0)];

  function draw() {
    const onOpen = vi.fn();
    renderComponent(
      <ReceivedBars data={data} receivedLabel="Recibidas" deliveredLabel="Entregadas" formatCount={count} width={WIDTH} onOpen={onOpen} />,
    );
    return onOpen;
  }

  it('draws a bar for each figure above zero, as tall as its share of the axis', () => {
    draw();
    expect(bars('blue-5')).toHaveLength(3);
    expect(bars('teal-5')).toHaveLength(2);
    // 40 is the largest: the axis goes to 40 and its bar fills the plot's height; 10 fills a quarter.
    const heights = bars('blue-5').map((bar) => Number(bar.getAttribute('height')));
    expect(heights[0]).toBeCloseTo(PLOT.height);
    expect(heights[2]).toBeCloseTo(PLOT.height / 4);
    expect(Array.from(document.querySelectorAll('text')).map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0', '40', '01/06', '22/06']),
    );
  });

  it('shows a period’s figures under the pointer and opens its received or delivered repairs by the half pressed', () => {
    const onOpen = draw();
    const slot = PLOT.width / data.length;
    fireEvent.pointerMove(plot(), { clientX: 2 * slot + 5 });
    const tooltip = document.querySelector('[data-chart-tooltip]')!;
    expect(tooltip.textContent).toBe('15/06Recibidas20Entregadas20');
    fireEvent.click(plot(), { clientX: 2 * slot + 5 });
    expect(onOpen).toHaveBeenLastCalledWith('/repairs?week=15/06');
    fireEvent.click(plot(), { clientX: 3 * slot - 5 });
    expect(onOpen).toHaveBeenLastCalledWith('/repairs?week=15/06&status=delivered');
    fireEvent.pointerLeave(plot());
    expect(document.querySelector('[data-chart-tooltip]')).toBeNull();
  });

  it('labels a year of weeks every few weeks, so that the labels do not overlap', () => {
    const year = Array.from({ length: 53 }, (_, index) => week(`${String((index % 28) + 1).padStart(2, '0')}/01`, index, index));
    renderComponent(
      <ReceivedBars data={year} receivedLabel="Recibidas" deliveredLabel="Entregadas" formatCount={count} width={WIDTH} onOpen={vi.fn()} />,
    );
    const labels = Array.from(document.querySelectorAll<SVGTextElement>('text[text-anchor="middle"]'));
    const xs = labels.map((label) => Number(label.getAttribute('x')));
    // Five characters of 12 px type take about 47 px with their gap.
    expect(labels.length).toBeLessThan(12);
    for (let index = 1; index < xs.length; index += 1) expect(xs[index]! - xs[index - 1]!).toBeGreaterThanOrEqual(47);
  });
});

describe('the status ring', () => {
  const cells = [
    { label: 'Sin revisar', value: 2, shown: '2', color: 'red.6', href: '/repairs?status=notReviewed' },
    { label: 'En curso', value: 0, shown: '0', color: 'teal.6', href: '/repairs?status=inProgress' },
    { label: 'Entregada', value: 1500, shown: '1.500', color: 'dark.3', href: '/repairs?status=delivered' },
  ];

  it('draws a segment per status with repairs, the total in its hole, and opens a segment’s repairs', () => {
    const onOpen = vi.fn();
    renderComponent(<StatusRing cells={cells} total="1.502" onOpen={onOpen} />);
    const segments = Array.from(document.querySelectorAll('[data-chart-segment]'));
    expect(segments.map((segment) => segment.getAttribute('data-chart-segment'))).toEqual(['Sin revisar', 'Entregada']);
    expect(screen.getByText('1.502')).toBeInTheDocument();
    fireEvent.pointerMove(segments[1]!, { clientX: 10, clientY: 80 });
    expect(document.querySelector('[data-chart-tooltip]')!.textContent).toBe('Entregada1.500');
    fireEvent.click(segments[1]!);
    expect(onOpen).toHaveBeenCalledWith('/repairs?status=delivered');
  });
});

describe('the stay line', () => {
  const days = (value: number) => `${value} días`;

  it('goes through the periods with deliveries and says so of a period without any', () => {
    renderComponent(
      <StayLine
        data={[
          { label: '01/06', averageDays: 2 },
          { label: '08/06', averageDays: null },
          { label: '15/06', averageDays: 4 },
        ]}
        seriesLabel="Días de media"
        formatDays={days}
        formatNumber={String}
        noValue="Sin entregas"
        width={WIDTH}
      />,
    );
    expect(document.querySelectorAll('circle')).toHaveLength(2);
    const path = document.querySelector('path')!.getAttribute('d')!;
    // One line from the first period's point to the third's, straight past the second.
    expect(path.startsWith('M')).toBe(true);
    expect(path.match(/M/g)).toHaveLength(1);
    const slot = (WIDTH - 52) / 3;
    fireEvent.pointerMove(plot(), { clientX: slot * 1.5 });
    expect(document.querySelector('[data-chart-tooltip]')!.textContent).toBe('08/06Días de mediaSin entregas');
    fireEvent.pointerMove(plot(), { clientX: slot * 2.5 });
    expect(document.querySelector('[data-chart-tooltip]')!.textContent).toBe('15/06Días de media4 días');
  });
});
