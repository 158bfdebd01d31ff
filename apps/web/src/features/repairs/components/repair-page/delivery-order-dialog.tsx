import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';

interface DeliveryOrderDialogProps {
  /** The dates being saved, when the delivery comes before the entry; null: nothing to ask. */
  dates: { entryDate: string; deliveryDate: string } | null;
  onSave: () => void;
  onClose: () => void;
}

/** A delivery before the entry is most often a slip of the picker: asked before it is saved (docs/product.md §3, `hours`). */
export function DeliveryOrderDialog({ dates, onSave, onClose }: DeliveryOrderDialogProps) {
  const { t } = useTranslation('repairs');
  return (
    <Modal opened={dates !== null} onClose={onClose} title={t('repair.deliveryBeforeEntryTitle')} centered>
      {dates ? (
        <Stack gap="md">
          <Text size="sm">
            {t('repair.deliveryBeforeEntryConfirm', {
              entry: formatDateTime(dates.entryDate),
              delivery: formatDateTime(dates.deliveryDate),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={onSave}>{t('repair.deliveryBeforeEntrySave')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Whether both dates are set and the delivery comes before the entry. */
export function isDeliveryBeforeEntry(entryDate: string | null, deliveryDate: string | null): boolean {
  return entryDate !== null && deliveryDate !== null && Date.parse(deliveryDate) < Date.parse(entryDate);
}
