// The profile's online booking settings load with their texts when the profile draws them, not with the profile's
// own download (the route budgets, decision 039).
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { OnlineBookingCardProps } from './online-booking-card';

const LazyOnlineBookingCard = lazyNamed(() => import('./online-booking-card'), 'OnlineBookingCard');

export function OnlineBookingCard(props: OnlineBookingCardProps) {
  return (
    <Suspense fallback={null}>
      <LazyOnlineBookingCard {...props} />
    </Suspense>
  );
}
