// Decision 041: the fast intake's code (its form, the customer search, the services picker, the bike
// makes) loads the first time it opens, not with the screens that offer it (the repairs board, the
// customers, the dashboard, the booking calendar). Those screens fetch it once the browser is idle, so the
// first "n" or "Nueva reparación" opens it at once.
import { Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { lazyNamed } from '@/lib/lazy-named';
import type { FastIntakeProps } from './fast-intake';

const loadFastIntake = () => import('./fast-intake');
const FastIntakeDialog = lazyNamed(loadFastIntake, 'FastIntake');

export function FastIntake(props: FastIntakeProps) {
  // Drawn from its first opening on, as before: closed, it keeps what it holds until it opens again.
  const [hasOpened, setHasOpened] = useState(props.opened);
  if (props.opened && !hasOpened) setHasOpened(true);
  useEffect(() => whenIdle(() => void loadFastIntake()), []);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <FastIntakeDialog {...props} />
    </Suspense>
  );
}
