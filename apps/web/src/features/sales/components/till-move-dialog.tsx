// docs/product.md §29.6: cash put in the drawer or taken out of it, with the reason (change brought from the bank,
// a supplier paid in cash). A refusal stays in the dialog, in words.
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { translateKey } from '@/lib/i18n';
import { useTillMove } from '../api/till';
import { tillRefusalKey } from '../till-cash';

export interface TillMoveDialogProps {
  day: string | null;
  /** The dialog is open for cash put in or taken out; null while closed. */
  direction: 'in' | 'out' | null;
  onClose: () => void;
}

export function TillMoveDialog({ day, direction, onClose }: TillMoveDialogProps) {
  const { t } = useTranslation('sales');
  const move = useTillMove(day);
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setAmountCents(null);
    setReason('');
    setTried(false);
    move.reset();
    onClose();
  };
  const amountMissing = amountCents === null || amountCents <= 0;
  const reasonMissing = reason.trim() === '';
  return (
    <Modal
      opened={direction !== null}
      onClose={close}
      title={direction === 'out' ? t('till.move.outTitle') : t('till.move.inTitle')}
      closeButtonProps={{ 'aria-label': t('till.move.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (direction === null || amountMissing || reasonMissing) return;
          move.mutate({ direction, amountCents, reason: reason.trim() }, { onSuccess: close });
        }}
      >
        <Stack gap="md">
          <MoneyInput
            label={t('till.move.amount')}
            value={amountCents}
            onChange={setAmountCents}
            currencySymbol="€"
            error={tried && amountMissing ? t('till.move.amountMissing') : undefined}
            data-autofocus
          />
          <TextInput
            label={t('till.move.reason')}
            placeholder={direction === 'out' ? t('till.move.outPlaceholder') : t('till.move.inPlaceholder')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tried && reasonMissing ? t('till.move.reasonMissing') : undefined}
          />
          {move.isError ? (
            <Alert color="red" role="alert">
              {translateKey(t, tillRefusalKey(move.error))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('till.cancel')}
            </Button>
            <Button type="submit" loading={move.isPending}>
              {direction === 'out' ? t('till.move.outSubmit') : t('till.move.inSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
