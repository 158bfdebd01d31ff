// Decision 068: the sign-in page downloads the sign-in form only. The "forgot password" form and the new-password
// form of a reset link load the first time they are drawn; the sign-in page fetches the first once the browser is
// idle (prefetchForgotPassword), so its link opens it at once.
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { ForgotPasswordProps } from './forgot-password';
import type { ResetPasswordFormProps } from './reset-password-form';

const loadForgotPassword = () => import('./forgot-password');
const ForgotPasswordForm = lazyNamed(loadForgotPassword, 'ForgotPassword');
const ResetPasswordFormLoaded = lazyNamed(() => import('./reset-password-form'), 'ResetPasswordForm');

/** Starts loading the "forgot password" form's code; a failure is left to the form's own load when drawn. */
export function prefetchForgotPassword(): void {
  loadForgotPassword().catch(() => {});
}

/** The "forgot password" form, drawn once its code is in (nothing meanwhile: it replaces the sign-in form). */
export function LazyForgotPassword(props: ForgotPasswordProps) {
  return (
    <Suspense fallback={null}>
      <ForgotPasswordForm {...props} />
    </Suspense>
  );
}

/** The new-password form of a reset link, drawn once its code is in. */
export function LazyResetPasswordForm(props: ResetPasswordFormProps) {
  return (
    <Suspense fallback={null}>
      <ResetPasswordFormLoaded {...props} />
    </Suspense>
  );
}
