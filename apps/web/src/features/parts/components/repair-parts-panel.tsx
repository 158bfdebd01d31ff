// The repair page's "Piezas" / "Peças" (docs/product.md §31.2): the repair's parts with their state, "Pedir pieza" (not
// on a delivered repair), and for each part not arrived "Ha llegado", a change and taking it back. Loaded after the
// page draws, its code and texts out of the page's first download. A repair that never had a part ordered keeps no
// count (state.parts) and its parts are not asked for: the page's first load calls nothing of the parts' area.
import type { TPart, TRepair } from '@rueda/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRepairParts } from '../api/list-parts';
import { workshopToday } from '../supplier-lists';
import { PartFormDialog } from './part-form-dialog';
import { PartSummary } from './part-summary';
import { RemovePartDialog } from './remove-part-dialog';
import { useArrive } from './use-arrive';

export interface RepairPartsPanelProps {
  repair: TRepair;
}

export function RepairPartsPanel({ repair }: RepairPartsPanelProps) {
  const { t } = useTranslation('parts');
  const titleId = useId();
  const hasParts = repair.state.parts !== undefined;
  const query = useRepairParts(repair.id, hasParts);
  const { arrive, arrivingId } = useArrive();
  // The form's part: null for a new one; undefined while it is closed.
  const [editing, setEditing] = useState<TPart | null | undefined>(undefined);
  const [removing, setRemoving] = useState<TPart | null>(null);
  const isDelivered = repair.status === 'delivered';
  const parts = hasParts ? (query.data ?? []) : [];
  const today = workshopToday();

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id={titleId}>
          {t('panel.title')}
        </Title>
        {isDelivered ? null : (
          <Button variant="light" size="sm" onClick={() => setEditing(null)}>
            {t('panel.ask')}
          </Button>
        )}
      </Group>
      {hasParts && query.isError && !query.data ? (
        <Text size="sm" c="red" role="status">
          {t('panel.loadFailed')}
        </Text>
      ) : null}
      {!hasParts || (query.data && parts.length === 0) ? (
        <Text size="sm" c="dimmed">
          {t('panel.empty')}
        </Text>
      ) : null}
      {parts.length > 0 ? (
        <Stack gap="sm" role="list" aria-label={t('panel.list')}>
          {parts.map((part) => (
            <Group key={part.id} justify="space-between" align="flex-start" gap="xs" role="listitem" data-testid="repair-part">
              <PartSummary part={part} today={today} withState inRow />
              {part.state === 'arrived' ? null : (
                <Group gap="xs">
                  <Button
                    size="compact-md"
                    onClick={() => arrive(part.id)}
                    loading={arrivingId === part.id}
                    disabled={arrivingId !== null && arrivingId !== part.id}
                    aria-label={t('row.arriveItem', { title: part.title })}
                  >
                    {t('row.arrive')}
                  </Button>
                  <Button
                    size="compact-md"
                    variant="default"
                    onClick={() => setEditing(part)}
                    aria-label={t('panel.changeItem', { title: part.title })}
                  >
                    {t('panel.change')}
                  </Button>
                  <Button
                    size="compact-md"
                    variant="subtle"
                    color="red"
                    onClick={() => setRemoving(part)}
                    aria-label={t('panel.removeItem', { title: part.title })}
                  >
                    {t('panel.remove')}
                  </Button>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      ) : null}
      {editing !== undefined ? <PartFormDialog repair={repair} part={editing} onClose={() => setEditing(undefined)} /> : null}
      <RemovePartDialog part={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
