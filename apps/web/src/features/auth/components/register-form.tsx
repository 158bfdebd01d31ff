import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AUTH_QUERY, paths } from '@/config/paths';
import { useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { translateKey } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { authErrorKeyOf } from '../api/auth-request';
import { useSignUp } from '../api/sign-up';
import { ZRegisterFormSchema, type TRegisterForm } from '../schemas';
import { EmailInput } from './email-input';
import { NewPasswordInput } from './new-password-input';

export interface RegisterFormProps {
  /** Shows the sign-in form in place of this one instead of linking to its page (the invitation page). */
  onSignIn?: () => void;
  /**
   * From an invitation's page: the account is made with the invited address (shown, not editable) and joins
   * the workshop in the same request (docs/decisions/059, addendum). `onSubmitting` runs as the form is sent.
   */
  invitation?: { email: string; token: string; onSubmitting: () => void };
}

/** Creates an account, which is then signed in; the auth guard takes the user on. */
export function RegisterForm({ onSignIn, invitation }: RegisterFormProps = {}) {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const form = useForm<TRegisterForm>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: invitation?.email ?? '', password: '', confirmPassword: '' },
    validate: zodFormValidator(ZRegisterFormSchema),
  });
  useRevalidateOnLanguageChange(form);

  const onSubmit = form.onSubmit((values) => {
    invitation?.onSubmitting();
    signUp.mutate(
      {
        name: values.name.trim(),
        email: invitation?.email ?? values.email.trim(),
        password: values.password,
        ...(invitation ? { invitationToken: invitation.token } : {}),
      },
      { onError: (error) => notifyError(translateKey(t, authErrorKeyOf(error))) },
    );
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('auth.register.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('auth.fields.name')}
            autoComplete="name"
            required
            withAsterisk={false}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <EmailInput
            key={form.key('email')}
            readOnly={invitation !== undefined}
            description={invitation ? t('auth.register.invitedEmail') : undefined}
            {...form.getInputProps('email')}
          />
          <NewPasswordInput
            label={t('auth.fields.password')}
            withLengthHint
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <NewPasswordInput
            label={t('auth.fields.confirmPassword')}
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.register.haveAccount')}{' '}
        {onSignIn ? (
          <Anchor component="button" type="button" inherit onClick={onSignIn}>
            {t('auth.register.toLogin')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.auth.login.getHref(searchParams.get(AUTH_QUERY.redirect))}>
            {t('auth.register.toLogin')}
          </Anchor>
        )}
      </Text>
    </Stack>
  );
}
