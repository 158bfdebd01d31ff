import { LANGUAGES, ZAccountUpdateInputSchema, type Language, type TAccount } from '@rueda/domain';
import { Button, Card, DataList, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changesErrorsOf, useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { currentLanguage } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateAccount } from '../api/account-settings';
import { PasswordModal } from './password-modal';
import { SignOutEverywhere } from './sign-out-everywhere';

export interface AccountCardProps {
  account: TAccount;
  /** The way out of this device (the auth feature's button). */
  signOut: ReactNode;
}

/** docs/product.md §18.1: the signed-in account. Name and language change here; email and role are shown. */
export function AccountCard({ account, signOut }: AccountCardProps) {
  const { t } = useTranslation('profile');
  const { t: tRoot } = useTranslation();
  const update = useUpdateAccount();
  const [passwordOpened, password] = useDisclosure(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: account.name },
    validate: zodFormValidator(ZAccountUpdateInputSchema),
  });
  useRevalidateOnLanguageChange(form);

  function saveName({ name }: { name: string }) {
    update.mutate(
      { name },
      {
        onSuccess: (saved) => {
          form.resetDirty({ name: saved.name });
          notifySuccess(t('account.saved'));
        },
        onError: (error) => {
          const fields = changesErrorsOf(error, () => 'validation.invalid');
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          else notifyError(t('account.saveFailed'));
        },
      },
    );
  }

  function chooseLanguage(language: Language) {
    update.mutate({ language }, { onError: () => notifyError(t('account.saveFailed')) });
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('account.title')}
        </Title>
        <form noValidate onSubmit={form.onSubmit(saveName)}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput label={t('account.name')} autoComplete="name" style={{ flex: 1 }} {...form.getInputProps('name')} />
            <Button
              type="submit"
              variant="light"
              disabled={!form.isDirty()}
              loading={update.isPending && update.variables.name !== undefined}
            >
              {t('account.save')}
            </Button>
          </Group>
        </form>
        <DataList labelWidth={140} withDivider>
          <DataList.Item>
            <DataList.ItemLabel>{t('account.email')}</DataList.ItemLabel>
            <DataList.ItemValue>{account.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('account.role')}</DataList.ItemLabel>
            <DataList.ItemValue>{account.role ? tRoot(`roles.${account.role}`) : tRoot('roles.none')}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Stack gap={4}>
          <Text id="account-language" fw={500} size="sm">
            {t('account.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="account-language"
            value={account.language ?? currentLanguage()}
            onChange={(value) => chooseLanguage(value as Language)}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: <span lang={language}>{t(`account.languages.${language}`)}</span>,
            }))}
            disabled={update.isPending}
            style={{ alignSelf: 'flex-start' }}
          />
          <Text size="xs" c="dimmed">
            {t('account.languageHint')}
          </Text>
        </Stack>
        <Title order={3} size="h5">
          {t('account.security')}
        </Title>
        <Group gap="sm">
          <Button variant="default" size="sm" onClick={password.open}>
            {t('account.changePassword')}
          </Button>
          {signOut}
          <SignOutEverywhere />
        </Group>
      </Stack>
      <PasswordModal opened={passwordOpened} onClose={password.close} />
    </Card>
  );
}
