// Decision 068: the new-password form of a reset link loads the first time it is drawn (the sign-in page itself is
// rendered by the server since decision 070).
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { ResetPasswordFormProps } from './reset-password-form';

const ResetPasswordFormLoaded = lazyNamed(() => import('./reset-password-form'), 'ResetPasswordForm');

/** The new-password form of a reset link, drawn once its code is in. */
export function LazyResetPasswordForm(props: ResetPasswordFormProps) {
  return (
    <Suspense fallback={null}>
      <ResetPasswordFormLoaded {...props} />
    </Suspense>
  );
}
