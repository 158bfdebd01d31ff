// The bike's history once its details are read (docs/product.md §31.3): what it cost per year and in all, the PDF for
// the customer, each repair's lines, mechanics, dates and photos under its row, and the work recommended and not done.
// While they load, or if they cannot be read, the table is still there as the bike page has it.
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useBikeHistory, useDownloadBikeHistoryPdf } from '../api/bike-history';
import type { BikeRepairsTable } from './bike-history';
import { OpenRecommendations, RepairDetails, SpentTotals } from './bike-history-parts';

export function BikeHistoryDetails({ bikeId, table }: { bikeId: string; table: BikeRepairsTable }) {
  const { t } = useTranslation('customers');
  const history = useBikeHistory(bikeId);
  const download = useDownloadBikeHistoryPdf();
  const downloadButton = (
    <Button
      variant="light"
      loading={download.isPending}
      onClick={() => download.mutate(bikeId, { onError: () => notifyError(t('bikeHistory.downloadFailed')) })}
    >
      {t('bikeHistory.download')}
    </Button>
  );

  if (!history.data) {
    return (
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          {history.isError ? (
            <Alert color="red" title={t('bikeHistory.loadFailed')} style={{ flex: 1 }}>
              <Button size="xs" variant="light" onClick={() => void history.refetch()}>
                {t('bikeHistory.retry')}
              </Button>
            </Alert>
          ) : (
            <Skeleton height={96} maw={360} style={{ flex: 1 }} role="status" aria-label={t('bikeHistory.loading')} />
          )}
          {downloadButton}
        </Group>
        {table()}
      </Stack>
    );
  }

  const byId = new Map(history.data.repairs.map((repair) => [repair.id, repair]));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <SpentTotals totals={history.data.totals} />
        {downloadButton}
      </Group>
      {table({
        label: (repair) => t('bikeHistory.details', { date: formatDate(repair.created) }),
        render: (repair) => {
          const details = byId.get(repair.id);
          return details ? <RepairDetails repair={details} /> : null;
        },
      })}
      <OpenRecommendations recommendations={history.data.recommendations} />
    </Stack>
  );
}
