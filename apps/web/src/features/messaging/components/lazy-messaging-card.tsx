// The profile's WhatsApp messages load with their texts when the profile draws them, not with the profile's own
// download (the route budgets, decision 039).
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

const LazyMessagingCard = lazyNamed(() => import('./messaging-card'), 'MessagingCard');

export function MessagingCard() {
  return (
    <Suspense fallback={null}>
      <LazyMessagingCard />
    </Suspense>
  );
}
