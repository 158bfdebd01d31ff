import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AUTH_QUERY, paths } from '@/config/paths';
import { useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { translateKey } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { authErrorKeyOf } from '../api/auth-request';
import { useSignIn } from '../api/sign-in';
import { ZSignInFormSchema, type TSignInForm } from '../schemas';
import { EmailInput } from './email-input';

export interface LoginFormProps {
  /** Opens the "forgot password" form, with whatever email has been typed so far. */
  onForgotPassword: (email: string) => void;
  /** Shows the registration form in place of this one instead of linking to its page (the invitation page). */
  onRegister?: () => void;
}

/** Sign-in; on success the auth guard takes the user on (to `redirect`, else /repairs). */
export function LoginForm({ onForgotPassword, onRegister }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const form = useForm<TSignInForm>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodFormValidator(ZSignInFormSchema),
  });
  useRevalidateOnLanguageChange(form);

  const onSubmit = form.onSubmit((values) => {
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onError: (error) => notifyError(translateKey(t, authErrorKeyOf(error))) },
    );
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('auth.login.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onForgotPassword(form.getValues().email.trim())}>
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
