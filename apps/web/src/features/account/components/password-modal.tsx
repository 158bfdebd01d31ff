import { FunctionError, PASSWORD_MIN_LENGTH, ZAccountChangePasswordInputSchema } from '@rueda/domain';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssuesOf } from '@/lib/call';
import { fieldErrorsOf, useRevalidateOnLanguageChange } from '@/lib/form-validation';
import { notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/account-settings';

type PasswordValues = {
  current: string;
  next: string;
  confirm: string;
};

const EMPTY: PasswordValues = { current: '', next: '', confirm: '' };

/** docs/product.md §18.1: a new password once the current one is right; the account's other sessions end. */
export function PasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const change = useChangePassword();
  /** docs/decisions/057: too many password tries get docs/product.md §8's "too many attempts" text. */
  const [failure, setFailure] = useState<'failed' | 'tooMany' | null>(null);
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => ({
      ...fieldErrorsOf(ZAccountChangePasswordInputSchema, values),
      ...(values.confirm !== values.next ? { confirm: t('password.mismatch') } : {}),
    }),
  });
  useRevalidateOnLanguageChange(form);

  function close() {
    form.setValues(EMPTY);
    form.clearErrors();
    setFailure(null);
    onClose();
  }

  function save(values: PasswordValues) {
    setFailure(null);
    change.mutate(
      { current: values.current, next: values.next },
      {
        onSuccess: () => {
          notifySuccess(t('password.saved'));
          close();
        },
        onError: (error) => {
          if (error instanceof FunctionError && fieldIssuesOf(error).some((issue) => issue.field === 'current'))
            form.setFieldError('current', t('password.wrongCurrent'));
          else setFailure(error instanceof FunctionError && error.code === 'resource-exhausted' ? 'tooMany' : 'failed');
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={t('password.title')}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert">
              {failure === 'tooMany' ? tAuth('auth.errors.tooManyRequests') : t('password.failed')}
            </Alert>
          ) : null}
          <PasswordInput label={t('password.current')} autoComplete="current-password" data-autofocus {...form.getInputProps('current')} />
          <PasswordInput
            label={t('password.next')}
            description={t('password.nextHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            {...form.getInputProps('next')}
          />
          <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('password.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
