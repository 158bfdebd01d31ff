// The profile's mechanics section: the workshop's mechanics, active and inactive (docs/product.md §3), which
// repairs are assigned to; adding, renaming and deactivating them for whoever manages mechanics (docs/roles.md).
import type { TMechanic } from '@rueda/domain';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { usePermission } from '@/features/auth';
import { useMechanics } from '@/lib/mechanics';
import { AddMechanicForm } from './add-mechanic-form';
import { MechanicRow } from './mechanic-row';
import { PlainList } from '@/components/plain-list';

/** The active ones first, each group by name. */
function inDisplayOrder(mechanics: readonly TMechanic[]): TMechanic[] {
  return [...mechanics].sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
}

export function MechanicsCard() {
  const { t } = useTranslation('team');
  const canManage = usePermission('mechanics.manage');
  const mechanics = useMechanics();
  const ordered = useMemo(() => inDisplayOrder(mechanics.data ?? []), [mechanics.data]);

  function body() {
    if (mechanics.isPending) {
      return (
        <Stack gap="sm" role="status" aria-label={t('mechanics.loading')}>
          <Skeleton height={52} radius="md" />
          <Skeleton height={52} radius="md" />
        </Stack>
      );
    }
    if (mechanics.isError) {
      return (
        <LoadError
          title={t('mechanics.loadFailed')}
          description={t('mechanics.loadFailedDescription')}
          retryLabel={t('actions.retry')}
          onRetry={() => void mechanics.refetch()}
        />
      );
    }
    if (ordered.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {canManage ? t('mechanics.emptyManage') : t('mechanics.empty')}
        </Text>
      );
    }
    return (
      <PlainList gap="sm" aria-label={t('mechanics.title')}>
        {ordered.map((mechanic) => (
          <MechanicRow key={mechanic.id} mechanic={mechanic} canManage={canManage} />
        ))}
      </PlainList>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('mechanics.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mechanics.description')}
        </Text>
        {canManage ? <AddMechanicForm /> : null}
        {body()}
      </Stack>
    </Card>
  );
}
