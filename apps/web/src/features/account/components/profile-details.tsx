import type { TAccount } from '@rueda/domain';
import { Card, DataList, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

export interface ProfileDetailsProps {
  account: TAccount;
  /** The way out, at the end of the account card. */
  signOut: ReactNode;
}

/** The signed-in user and their workshop, as `accountGet` answers them. */
export function ProfileDetails({ account, signOut }: ProfileDetailsProps) {
  const { t } = useTranslation();
  const notGiven = (
    <Text span c="dimmed" fs="italic">
      {t('profile.notGiven')}
    </Text>
  );
  const workshop = account.workshop;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('profile.account.title')}
          </Title>
          <DataList labelWidth={140} withDivider>
            <Row label={t('profile.account.name')} value={account.name || notGiven} />
            <Row label={t('profile.account.email')} value={account.email} />
            <Row label={t('profile.account.role')} value={account.role ? t(`roles.${account.role}`) : t('roles.none')} />
          </DataList>
          <Group justify="flex-end">{signOut}</Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('profile.workshop.title')}
          </Title>
          {workshop ? (
            <DataList labelWidth={140} withDivider>
              <Row label={t('profile.workshop.name')} value={workshop.name} />
              <Row label={t('profile.workshop.address')} value={workshop.address || notGiven} />
              <Row label={t('profile.workshop.phone')} value={workshop.phone || notGiven} />
              <Row label={t('profile.workshop.taxId')} value={workshop.taxId || notGiven} />
              <Row label={t('profile.workshop.currency')} value={`${workshop.currency.symbol} ${workshop.currency.name}`} />
            </DataList>
          ) : (
            <Text c="dimmed">{t('profile.workshop.none')}</Text>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
