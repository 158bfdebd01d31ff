// Receiving line by line (docs/product.md §32.4): each line still expected, ticked to receive now, with the units that
// arrived (the units sent unless changed; fewer records the difference).
import type { TTransfer } from '@rueda/domain';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReceiveTransfer } from '../api/receive-transfer';
import { useRefusalMessage } from './refusal-message';

interface LineChoice {
  chosen: boolean;
  quantity: number | string;
}

export function ReceiveDialog({ transfer, onClose }: { transfer: TTransfer; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const waiting = transfer.lines.filter((line) => line.receivedQuantity === null);
  const [choices, setChoices] = useState<Record<string, LineChoice>>(() =>
    Object.fromEntries(waiting.map((line) => [line.id, { chosen: true, quantity: line.quantity }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const receive = useReceiveTransfer();
  const refusalMessage = useRefusalMessage();

  const set = (lineId: string, choice: Partial<LineChoice>) => {
    setChoices((current) => ({ ...current, [lineId]: { ...current[lineId]!, ...choice } }));
    setErrors(({ [lineId]: _dropped, form: _form, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const lines = waiting.flatMap((line) => {
      const choice = choices[line.id]!;
      if (!choice.chosen) return [];
      const quantity = choice.quantity;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > line.quantity)
        found[line.id] = t('validation.received', { max: line.quantity });
      return [{ lineId: line.id, quantity: Number(quantity) }];
    });
    if (lines.length === 0) found.form = t('validation.chooseLine');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    receive.mutate(
      { id: transfer.id, lines },
      {
        onSuccess: () => (notifySuccess(t('done.linesReceived', { count: lines.length })), onClose()),
        onError: (error) => notifyError(refusalMessage(error)),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('receive.title', { name: transfer.fromWorkshopName })} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('receive.help')}</Text>
          {waiting.map((line) => (
            <Group key={line.id} align="flex-start" justify="space-between" wrap="nowrap">
              <Checkbox
                mt={30}
                label={t('receive.line', { quantity: line.quantity, title: line.title })}
                checked={choices[line.id]!.chosen}
                onChange={(event) => set(line.id, { chosen: event.currentTarget.checked })}
              />
              <NumberInput
                w={140}
                label={t('receive.arrived', { title: line.title })}
                min={0}
                max={line.quantity}
                allowDecimal={false}
                allowNegative={false}
                disabled={!choices[line.id]!.chosen}
                value={choices[line.id]!.quantity}
                onChange={(value) => set(line.id, { quantity: value })}
                error={errors[line.id]}
              />
            </Group>
          ))}
          {errors.form ? (
            <Text size="sm" c="red" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('confirm.back')}
            </Button>
            <Button type="submit" loading={receive.isPending}>
              {t('receive.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
