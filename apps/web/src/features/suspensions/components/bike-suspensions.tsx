// A bike's fork and rear shock (docs/product.md §13.1): each registered unit's card, or a button to register it.
import { SUSPENSION_POSITIONS, type SuspensionPosition, type TBike } from '@rueda/domain';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBikeSuspensions } from '../api/suspensions';
import { UnitCard } from './unit-card';
import { UnitForm } from './unit-form';

export function BikeSuspensions({ bike }: { bike: Pick<TBike, 'id'> }) {
  const { t } = useTranslation('suspensions');
  const query = useBikeSuspensions(bike.id);
  const [adding, setAdding] = useState<SuspensionPosition | null>(null);

  let body;
  if (query.isError) {
    body = (
      <Alert color="red" title={t('load.failed')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('load.retry')}
        </Button>
      </Alert>
    );
  } else if (!query.data) {
    body = <Skeleton height={120} role="status" aria-label={t('load.loading')} />;
  } else {
    const views = query.data;
    const free = SUSPENSION_POSITIONS.filter((position) => !views.some((view) => view.unit.position === position));
    body = (
      <Stack gap="sm">
        {views.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('bike.empty')}
          </Text>
        ) : null}
        {views.map((view) => (
          <UnitCard key={view.unit.id} view={view} />
        ))}
        {free.length > 0 ? (
          <Group gap="xs">
            {free.map((position) => (
              <Button key={position} variant="light" size="sm" onClick={() => setAdding(position)}>
                {t(`bike.add.${position}`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`suspensions-${bike.id}`}>
      <Title order={2} size="h5" mb="sm" id={`suspensions-${bike.id}`}>
        {t('bike.title')}
      </Title>
      {body}
      {adding ? <UnitForm key={adding} bikeId={bike.id} position={adding} opened onClose={() => setAdding(null)} /> : null}
    </Card>
  );
}
