// Decision 041: the fast intake's code (its form, the customer search, the services picker, the bike
// makes) loads the first time it opens, not with the screens that offer it (the repairs board, the
// customers, the dashboard, the booking calendar). Those screens fetch it once the browser is idle, so the
// first "n" or "Nueva reparación" opens it at once.
import { Suspense, useEffect, useState } from 'react';
import { loadTexts } from '@/lib/i18n';
import { whenIdle } from '@/lib/idle';
import { lazyNamed } from '@/lib/lazy-named';
import type { FastIntakeProps } from './fast-intake';

/**
 * The texts the fast intake's form uses (its services, its booking fields, its photos), fetched with its code: the
 * screens that offer it need not fetch them with theirs (decision 071). A failed fetch leaves them to react-i18next,
 * which fetches them again when the form is drawn.
 */
const FAST_INTAKE_TEXTS = ['repairs', 'catalogue', 'bookings', 'photos'] as const;

const loadFastIntake = () =>
  Promise.all([
    import('./fast-intake-later').then(({ loadFastIntakeModule }) => loadFastIntakeModule()),
    loadTexts(FAST_INTAKE_TEXTS).catch(() => undefined),
  ]).then(([module]) => module);
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
