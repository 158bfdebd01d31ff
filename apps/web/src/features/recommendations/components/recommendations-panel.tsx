// On the repair page of a bike that has them: the open recommendations from its other repairs, each to add to this
// repair at today's price or to dismiss with a reason (docs/product.md §31.1). Nothing shows while they load, nor
// when there are none; a failed load says so in a line.
import { repairBikeId, type TRecommendation, type TRepair } from '@rueda/domain';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddRecommendation } from '../api/add-recommendation';
import { useBikeRecommendations } from '../api/list-recommendations';
import { DismissDialog } from './dismiss-dialog';
import { RecommendationRow } from './recommendation-row';
import { useRefusalMessage } from './refusal-message';

export interface RecommendationsPanelProps {
  repair: TRepair;
  /** While the page has unsaved edits or a save on its way, nothing is added or dismissed. */
  disabled: boolean;
}

export function RecommendationsPanel({ repair, disabled }: RecommendationsPanelProps) {
  const bikeId = repairBikeId(repair);
  return bikeId ? <BikeRecommendations bikeId={bikeId} repair={repair} disabled={disabled} /> : null;
}

function BikeRecommendations({ bikeId, repair, disabled }: RecommendationsPanelProps & { bikeId: string }) {
  const { t } = useTranslation('recommendations');
  const query = useBikeRecommendations(bikeId);
  const [dismissing, setDismissing] = useState<TRecommendation | null>(null);
  // One add at a time: each is sent with the repair's lastUpdate, which the one before changes.
  const add = useAddRecommendation();
  const refusalMessage = useRefusalMessage();
  // This repair's own (a line its customer declined, one taken off it) are not offered back to it.
  const pending = (query.data ?? []).filter((item) => item.state === 'open' && item.fromRepairId !== repair.id);

  function addToRepair({ id, title }: TRecommendation) {
    add.mutate(
      { id, repairId: repair.id, expectedLastUpdate: repair.lastUpdate },
      { onSuccess: () => notifySuccess(t('row.added', { title })), onError: (error) => notifyError(refusalMessage(error)) },
    );
  }

  // The dialog stays while its dismissal is on its way, though the list it came from may empty meanwhile.
  return (
    <>
      {query.isError && !query.data ? (
        <Text size="sm" c="red" role="status">
          {t('panel.loadFailed')}
        </Text>
      ) : null}
      {pending.length > 0 ? (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="section-recommendations">
          <Title order={2} size="h5" id="section-recommendations">
            {t('panel.title')}
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            {t('panel.hint')}
          </Text>
          <Stack gap="sm">
            {pending.map((item) => (
              <RecommendationRow
                key={item.id}
                recommendation={item}
                isAdding={add.isPending && add.variables.id === item.id}
                disabled={disabled || add.isPending}
                onAdd={addToRepair}
                onDismiss={setDismissing}
              />
            ))}
          </Stack>
        </Card>
      ) : null}
      <DismissDialog recommendation={dismissing} onClose={() => setDismissing(null)} />
    </>
  );
}
