import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AUTH_QUERY, paths } from '@/config/paths';
import { translateKey } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { authErrorKeyOf } from '../api/auth-request';
import { useSignIn } from '../api/sign-in';
import { signInProblemsOf, type FieldProblem, type SignInValues } from '../sign-in-rules';
import { EmailInput } from './email-input';

export interface LoginFormProps {
  /** Opens the "forgot password" form, with whatever email has been typed so far. */
  onForgotPassword: (email: string) => void;
  /** Shows the registration form in place of this one instead of linking to its page (the invitation page). */
  onRegister?: () => void;
}

type Problems = Partial<Record<keyof SignInValues, FieldProblem>>;

/**
 * Sign-in inside the invitation's page (`/join`); the sign-in page itself is rendered by the server (decision 070).
 * On success the auth guard takes the user on (to `redirect`, else /repairs). Two fields, checked by
 * sign-in-rules.ts with no form library (decision 068); a field's message goes as soon as it is edited, and is
 * shown in the language of the moment (the problems are locale keys).
 */
export function LoginForm({ onForgotPassword, onRegister }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<Problems>({});

  const messageOf = (problem: FieldProblem | undefined) => problem && translateKey(tCommon, problem.key, { max: problem.max });
  const clearProblem = (field: keyof SignInValues) => {
    if (problems[field]) setProblems(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' };
    const found = signInProblemsOf(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onError: (error) => notifyError(translateKey(t, authErrorKeyOf(error))) },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('auth.login.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <EmailInput ref={emailRef} name="email" error={messageOf(problems.email)} onChange={() => clearProblem('email')} />
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            error={messageOf(problems.password)}
            onChange={() => clearProblem('password')}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            onClick={() => onForgotPassword((emailRef.current?.value ?? '').trim())}
          >
            {t('auth.login.forgotPassword')}
          </Anchor>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        {onRegister ? (
          <Anchor component="button" type="button" inherit onClick={onRegister}>
            {t('auth.login.toRegister')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.auth.register.getHref(searchParams.get(AUTH_QUERY.redirect))}>
            {t('auth.login.toRegister')}
          </Anchor>
        )}
      </Text>
    </Stack>
  );
}
