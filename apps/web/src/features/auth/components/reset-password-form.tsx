import { Anchor, Button, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { AuthError } from '../api/auth-request';
import { useResetPassword } from '../api/reset-password';
import { ZResetPasswordFormSchema, type TResetPasswordForm } from '../schemas';
import { useSession } from '../session';
import { NewPasswordInput } from './new-password-input';

/** better-auth's code for a reset code that is unknown, used or expired. */
const INVALID_RESET_CODE = 'INVALID_TOKEN';

export interface ResetPasswordFormProps {
  /** The one-time code of the mailed link (`oobCode`). */
  code: string;
  /** Called after the password changed, and when the user gives up; shows the sign-in form. */
  onDone: () => void;
}

/** Sets a new password from the mailed link (docs/product.md §2: /auth/login?mode=resetPassword&oobCode=…). */
export function ResetPasswordForm({ code, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { t: tApp } = useTranslation();
  const session = useSession();
  const resetPassword = useResetPassword();
  const form = useForm<TResetPasswordForm>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zodFormValidator(ZResetPasswordFormSchema),
  });
  useRevalidateOnLanguageChange(form);

  const onSubmit = form.onSubmit((values) => {
    resetPassword.mutate(
      { newPassword: values.newPassword, token: code },
      {
        onSuccess: async () => {
          notifySuccess(t('auth.resetPassword.done'));
          // A reset ends the account's sessions, this browser's included.
          await session.refetch();
          onDone();
        },
        onError: (error) => {
          const isInvalidCode = error instanceof AuthError && error.code === INVALID_RESET_CODE;
          notifyError(isInvalidCode ? t('auth.resetPassword.invalidLink') : tApp('common.errors.unexpected'));
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('auth.resetPassword.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <NewPasswordInput
            label={t('auth.fields.newPassword')}
            withLengthHint
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <NewPasswordInput
            label={t('auth.fields.confirmPassword')}
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={resetPassword.isPending}>
            {t('auth.resetPassword.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onDone}>
            {t('auth.resetPassword.back')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
