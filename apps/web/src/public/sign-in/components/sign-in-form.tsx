// The sign-in form (docs/product.md §2, §7), as features/auth/components/login-form.tsx drew it: the title, the email
// and the password (checked by the staff app's own sign-in-rules.ts), "forgot password", the submit button and the
// link to register carrying `redirect`. A failure shows the staff app's message for its code; on success the browser
// goes to the redirect the guard accepts, else /repairs, with a full load: the staff app starts there
// (docs/decisions/070).
import { useRef, useState, type FormEvent } from 'react';
import { signInProblemsOf, type FieldProblem, type SignInValues } from '@/features/auth/sign-in-rules';
import { Field } from '../../shared/field';
import { useIsHydrated } from '../../shared/use-hydrated';
import { addressAfterSignIn, registerAddress } from '../next-address';
import { signIn, SignInError } from '../sign-in-call';
import { useTexts, type TextKey } from '../texts';
import { PasswordField } from './password-field';

type Problems = Partial<Record<keyof SignInValues, FieldProblem>>;

export interface SignInFormProps {
  /** The `redirect` query parameter, as the page was opened with it. */
  redirect: string | null;
  /** Opens the "forgot password" form with whatever email has been typed so far. */
  onForgotPassword: (email: string) => void;
  /** Goes to the address after signing in (a full load). */
  onSignedIn: (address: string) => void;
}

export function SignInForm({ redirect, onForgotPassword, onSignedIn }: SignInFormProps) {
  const { t } = useTexts();
  const isHydrated = useIsHydrated();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<TextKey | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  // A field's problem is a locale key, so a change of language translates a shown message at once.
  const messageOf = (problem: FieldProblem | undefined) => problem && t(problem.key as TextKey, { max: problem.max ?? '' });
  const clearProblem = (field: keyof SignInValues) => {
    if (problems[field]) setProblems(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const values = { email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' };
    const found = signInProblemsOf(values);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    signIn(values.email.trim(), values.password).then(
      // Busy until the next page replaces this one.
      () => onSignedIn(addressAfterSignIn(window.location.search)),
      (error: unknown) => {
        setIsBusy(false);
        setFailure((error instanceof SignInError ? error.messageKey : 'auth.errors.other') as TextKey);
      },
    );
  };

  return (
    <div className="rp-stack rp-gap-lg">
      <h1 className="rp-auth-title">{t('auth.login.title')}</h1>
      <form onSubmit={onSubmit} noValidate className="rp-stack">
        <Field label={t('auth.fields.email')} error={messageOf(problems.email)}>
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="email"
              required
              disabled={!isHydrated}
              data-until-hydrated={isHydrated ? undefined : ''}
              onChange={() => clearProblem('email')}
            />
          )}
        </Field>
        <PasswordField
          ref={passwordRef}
          label={t('auth.fields.password')}
          error={messageOf(problems.password)}
          isDisabled={!isHydrated}
          onEdit={() => clearProblem('password')}
        />
        <button
          type="button"
          className="rp-text-link rp-small"
          disabled={!isHydrated}
          data-until-hydrated={isHydrated ? undefined : ''}
          onClick={() => onForgotPassword((emailRef.current?.value ?? '').trim())}
        >
          {t('auth.login.forgotPassword')}
        </button>
        {failure ? (
          <p className="rp-alert rp-small" role="alert">
            {t(failure)}
          </p>
        ) : null}
        <button
          type="submit"
          className="rp-button rp-button-full"
          disabled={!isHydrated || isBusy}
          data-until-hydrated={isHydrated ? undefined : ''}
          aria-busy={isBusy || undefined}
        >
          {isBusy ? <span className="rp-spinner" aria-hidden="true" /> : null}
          {t('auth.login.submit')}
        </button>
      </form>
      <p className="rp-small rp-center">
        {t('auth.login.noAccount')} <a href={registerAddress(redirect)}>{t('auth.login.toRegister')}</a>
      </p>
    </div>
  );
}
