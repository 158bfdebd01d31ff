import type { TOverCapacityDetails } from '@rueda/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hoursOf, workLabel } from '../day-load';

export interface OverCapacityDialogProps {
  /** The refusal's details while the question is open; null when it is not. */
  details: TOverCapacityDetails | null;
  onAnswer: (isConfirmed: boolean) => void;
}

/** docs/product.md §15.3: booking over a full (or closed) day asks first. */
export function OverCapacityDialog({ details, onAnswer }: OverCapacityDialogProps) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.language;
  const isClosed = details?.load.state === 'closed';
  return (
    <Modal
      opened={details !== null}
      onClose={() => onAnswer(false)}
      title={t(isClosed ? 'overCapacity.closedTitle' : 'overCapacity.title')}
      size="sm"
      // Above the intake or the summary it is asked from.
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {details ? (
        <Stack gap="md">
          <Text size="sm">
            {isClosed
              ? t('overCapacity.closedDescription', { work: workLabel(details.workMinutes, t) })
              : t('overCapacity.description', {
                  booked: hoursOf(details.load.bookedMinutes, language),
                  capacity: hoursOf(details.load.capacityMinutes, language),
                  work: workLabel(details.workMinutes, t),
                })}
          </Text>
          <Text size="sm" fw={600}>
            {t('overCapacity.question')}
          </Text>
          <Group justify="flex-end" gap="sm">
            {/* The safe answer has the focus: Enter does not overbook by accident. */}
            <Button variant="default" data-autofocus onClick={() => onAnswer(false)}>
              {t('overCapacity.cancel')}
            </Button>
            <Button color="orange" onClick={() => onAnswer(true)}>
              {t('overCapacity.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
