// docs/product.md §30.3: the repairs taken in without a connection are not on the board until the server has made them
// (it gives their number and their id): the board lists them above its columns meanwhile, by their bike and customer,
// so that nobody takes the bike in twice; with the photos taken, which wait with it.
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePendingChanges } from '../hooks/use-pending-changes';
import { isQueuedIntake } from '../queued-intake';

export function QueuedIntakes() {
  const { t } = useTranslation('offline');
  const intakes = usePendingChanges().filter(isQueuedIntake);
  if (intakes.length === 0) return null;
  return (
    <Alert variant="light" color="yellow" role="status" title={t('board.intakes', { count: intakes.length })}>
      <List size="sm">
        {intakes.map((change) => (
          <List.Item key={change.changeId}>
            {change.intakePhotos?.length
              ? `${change.subject} · ${t('board.photos', { count: change.intakePhotos.length })}`
              : change.subject}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
