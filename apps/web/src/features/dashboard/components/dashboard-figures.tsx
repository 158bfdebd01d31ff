// The dashboard's cards in their grid. With no repair in the timeframe its figures give way to a
// friendly word, but the cards about now (bookings, not collected, low stock) still show.
import type { TDashboard } from '@rueda/domain';
import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import type { RepairsLinks } from '../links';
import { DashboardEmpty } from './dashboard-states';
import { CARD_SPAN, WIDE_CARD_SPAN } from './layout';
import { LowStockCard, NextBookingsCard, UncollectedCard } from './lists-cards';
import { MechanicsCard } from './mechanics-card';
import { ReceivedCard } from './received-card';
import { RevenueCard } from './revenue-card';
import { StatusCard } from './status-card';
import { StayCard } from './stay-card';

export interface DashboardFiguresProps {
  dashboard: TDashboard;
  links: RepairsLinks;
  currency: string;
  /** docs/roles.md: revenue for admins and managers only. */
  mayViewRevenue: boolean;
  now: Date;
  onNewRepair: () => void;
}

/** The sales documents list filtered to the timeframe's days (its periods' first and last). */
function documentsHrefOf(dashboard: TDashboard): string {
  const first = dashboard.received[0];
  const last = dashboard.received.at(-1);
  const days = first && last ? `?${new URLSearchParams({ from: first.start, to: last.end }).toString()}` : '';
  return `${paths.app.sales.getHref()}${days}`;
}

export function DashboardFigures({ dashboard, links, currency, mayViewRevenue, now, onNewRepair }: DashboardFiguresProps) {
  const cards: { key: string; span: typeof CARD_SPAN; card: ReactNode }[] = [];
  const revenue = mayViewRevenue ? dashboard.revenue : null;
  const revenueCard = revenue ? (
    <RevenueCard revenue={revenue} links={links} currency={currency} documentsHref={documentsHrefOf(dashboard)} />
  ) : null;
  if (dashboard.total === 0) {
    cards.push({ key: 'empty', span: { base: 12, sm: 12, lg: 12 }, card: <DashboardEmpty onNewRepair={onNewRepair} /> });
    // Counter sales are revenue without repairs (docs/product.md §29).
    if (revenue?.documents && revenue.total !== 0) cards.push({ key: 'revenue', span: CARD_SPAN, card: revenueCard });
  } else {
    cards.push({ key: 'statuses', span: CARD_SPAN, card: <StatusCard dashboard={dashboard} links={links} /> });
    cards.push({ key: 'received', span: WIDE_CARD_SPAN, card: <ReceivedCard dashboard={dashboard} links={links} /> });
    if (revenueCard) cards.push({ key: 'revenue', span: CARD_SPAN, card: revenueCard });
    cards.push({ key: 'stay', span: CARD_SPAN, card: <StayCard dashboard={dashboard} links={links} /> });
    cards.push({ key: 'mechanics', span: CARD_SPAN, card: <MechanicsCard mechanics={dashboard.mechanics} links={links} /> });
  }
  cards.push({ key: 'bookings', span: CARD_SPAN, card: <NextBookingsCard bookings={dashboard.nextBookings} /> });
  cards.push({
    key: 'uncollected',
    span: CARD_SPAN,
    card: <UncollectedCard uncollected={dashboard.uncollected} links={links} now={now} />,
  });
  if (dashboard.lowStock.count > 0) {
    cards.push({ key: 'lowStock', span: CARD_SPAN, card: <LowStockCard lowStock={dashboard.lowStock} /> });
  }
  return (
    <Grid gap="md">
      {cards.map(({ key, span, card }) => (
        <Grid.Col key={key} span={span}>
          {card}
        </Grid.Col>
      ))}
    </Grid>
  );
}
