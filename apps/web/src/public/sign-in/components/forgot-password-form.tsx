// "Forgot password" (docs/product.md §7), as features/auth/components/forgot-password.tsx draws it: the email (the
// function's own rule, the sign-in form's email check), "send link" and "back". A sent link goes back to the sign-in
// form, which says so; no account, too many requests or a failure are said here, in the staff app's words.
import { useRef, useState, type FormEvent } from 'react';
import { emailProblemOf, type FieldProblem } from '@/features/auth/sign-in-rules';
import { Field } from '../../shared/field';
import { requestPasswordReset, type ResetOutcome } from '../sign-in-call';
import { useTexts, type TextKey } from '../texts';

const FAILURE_TEXT: Record<Exclude<ResetOutcome, 'sent'>, TextKey> = {
  'no-account': 'auth.forgotPassword.noAccount',
  'request-limit': 'auth.errors.requestLimit',
  failed: 'auth.forgotPassword.failed',
};

export interface ForgotPasswordFormProps {
  /** What had been typed in the sign-in form, if anything. */
  initialEmail: string;
  /** Back to the sign-in form; `isSent` once the link was sent. */
  onBack: (isSent: boolean) => void;
}

export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t, language } = useTexts();
  const emailRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<TextKey | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const email = (emailRef.current?.value ?? '').trim();
    const found = emailProblemOf(email);
    setProblem(found);
    setFailure(null);
    if (found) return;
    setIsBusy(true);
    void requestPasswordReset(email, language).then((outcome) => {
      setIsBusy(false);
      if (outcome === 'sent') onBack(true);
      else setFailure(FAILURE_TEXT[outcome]);
    });
  };

  return (
    <div className="rp-stack rp-gap-lg">
      <div>
        <h1 className="rp-auth-title">{t('auth.forgotPassword.title')}</h1>
        <p className="rp-small rp-dimmed rp-space-top">{t('auth.forgotPassword.description')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="rp-stack">
        <Field label={t('auth.fields.email')} error={problem ? t(problem.key as TextKey, { max: problem.max ?? '' }) : undefined}>
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={initialEmail}
              onChange={() => setProblem(null)}
            />
          )}
        </Field>
        {failure ? (
          <p className="rp-alert rp-small" role="alert">
            {t(failure)}
          </p>
        ) : null}
        <button type="submit" className="rp-button rp-button-full" disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy ? <span className="rp-spinner" aria-hidden="true" /> : null}
          {t('auth.forgotPassword.submit')}
        </button>
        <button type="button" className="rp-text-link rp-small rp-center" onClick={() => onBack(false)}>
          {t('auth.forgotPassword.back')}
        </button>
      </form>
    </div>
  );
}
