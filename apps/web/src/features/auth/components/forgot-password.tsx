import { FunctionError, ZSendPasswordResetEmailInputSchema } from '@rueda/domain';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailInput } from './email-input';

// The function's own input rule, after trimming what was typed.
const ZForgotPasswordFormSchema = z.object({
  email: z.string().trim().pipe(ZSendPasswordResetEmailInputSchema.shape.email),
});

export interface ForgotPasswordProps {
  /** What the user had typed in the sign-in form, if anything. */
  initialEmail?: string;
  /** Back to the sign-in form (also after the link is sent). */
  onBack: () => void;
}

/** Asks for a password-reset link (docs/product.md §7: dbUsersManageSendWorkshopPasswordResetEmail). */
export function ForgotPassword({ initialEmail = '', onBack }: ForgotPasswordProps) {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: zodFormValidator(ZForgotPasswordFormSchema),
  });
  useRevalidateOnLanguageChange(form);

  const onSubmit = form.onSubmit((values) => {
    requestReset.mutate(
      { email: values.email.trim() },
      {
        onSuccess: (isSent) => {
          if (isSent) {
            notifySuccess(t('auth.forgotPassword.sent'));
            onBack();
          } else {
            notifyError(t('auth.forgotPassword.noAccount'));
          }
        },
        // Too many requests from this connection (docs/decisions/007) has its own text.
        onError: (error) =>
          notifyError(
            t(
              error instanceof FunctionError && error.code === 'resource-exhausted'
                ? 'auth.errors.requestLimit'
                : 'auth.forgotPassword.failed',
            ),
          ),
      },
    );
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h3">
          {t('auth.forgotPassword.title')}
        </Title>
        <Text size="sm" c="dimmed" mt="xs">
          {t('auth.forgotPassword.description')}
        </Text>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={requestReset.isPending}>
            {t('auth.forgotPassword.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('auth.forgotPassword.back')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
