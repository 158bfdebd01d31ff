// docs/product.md §29.5: a warranty or sponsorship repair closed without charging: no invoice, a zero entry with the
// reason, and the repair's payment set to it. Asked before it is done, since it is never undone here.
import type { SalesWaiverReason } from '@rueda/domain';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useCloseWithoutCharge } from '../api/close-without-charge';
import { PaymentRefusalAlert } from './payment-refusal';

export interface RepairMoneyCloseDialogProps {
  repairId: string;
  opened: boolean;
  onClose: () => void;
}

function CloseForm({ repairId, onClose }: Omit<RepairMoneyCloseDialogProps, 'opened'>) {
  const { t } = useTranslation('sales');
  const close = useCloseWithoutCharge();
  const [reason, setReason] = useState<SalesWaiverReason>('warranty');

  function confirm() {
    if (close.isPending) return;
    close.mutate(
      { repairId, reason },
      {
        onSuccess: () => {
          notifySuccess(t(`payments.close.done.${reason}`));
          onClose();
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('payments.close.explain')}</Text>
      <Radio.Group label={t('payments.close.reason')} value={reason} onChange={(value) => setReason(value as SalesWaiverReason)}>
        <Stack gap="xs" mt="xs">
          <Radio value="warranty" label={t('payments.waiver.warranty')} />
          <Radio value="sponsorship" label={t('payments.waiver.sponsorship')} />
        </Stack>
      </Radio.Group>
      {close.isError ? <PaymentRefusalAlert error={close.error} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('payments.cancel')}
        </Button>
        <Button color="orange" onClick={confirm} loading={close.isPending}>
          {t('payments.close.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export function RepairMoneyCloseDialog({ opened, ...props }: RepairMoneyCloseDialogProps) {
  const { t } = useTranslation('sales');
  return (
    <Modal opened={opened} onClose={props.onClose} centered title={t('payments.close.title')}>
      {opened ? <CloseForm {...props} /> : null}
    </Modal>
  );
}
