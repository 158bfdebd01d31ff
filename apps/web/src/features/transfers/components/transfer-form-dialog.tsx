// "Nuevo traspaso" / "Nova transferência" (docs/product.md §32.4): the shop it goes to, among the chain's others; the
// stock items of the catalogue with what is in stock, and how many of each; a note. Checked before it is sent; a
// refusal naming a field is shown on it. It is made as a draft, sent from its card.
import type { TTransferDestination } from '@rueda/domain';
import { Button, Group, Modal, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { offeredItems, useServices } from '@/features/catalogue';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateTransfer } from '../api/create-transfer';
import {
  createInputOf,
  newTransferValues,
  serverTransferErrorsOf,
  transferErrorsOf,
  type TransferErrors,
  type TransferFormValues,
  type TransferLineValues,
} from '../transfer-form';
import { useRefusalMessage } from './refusal-message';

export function TransferFormDialog({ destinations, onClose }: { destinations: readonly TTransferDestination[]; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const services = useServices();
  const items = useMemo(() => (services.data ? offeredItems(services.data, 'stockItems') : []), [services.data]);
  const stock = useMemo(() => new Map(items.map((item) => [item.id, item.quantity])), [items]);
  const [values, setValues] = useState<TransferFormValues>(() => newTransferValues(destinations.length === 1 ? destinations[0]!.id : ''));
  const [errors, setErrors] = useState<TransferErrors>({});
  const create = useCreateTransfer();
  const refusalMessage = useRefusalMessage();

  function change(next: Partial<TransferFormValues>, field: string) {
    setValues((current) => ({ ...current, ...next }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }
  const setLine = (index: number, line: Partial<TransferLineValues>, field: string) =>
    change({ lines: values.lines.map((each, at) => (at === index ? { ...each, ...line } : each)) }, `lines.${index}.${field}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = transferErrorsOf(t, values, stock);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(createInputOf(values), {
      onSuccess: () => (notifySuccess(t('done.created')), onClose()),
      onError: (error) => {
        const fields = serverTransferErrorsOf(t, error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else notifyError(refusalMessage(error));
      },
    });
  }

  const itemOptions = [
    { value: '', label: t('form.chooseItem') },
    ...items.map((item) => ({
      value: item.id,
      label: t('form.itemOption', { title: item.title, reference: item.reference ? ` (${item.reference})` : '', count: item.quantity }),
    })),
  ];

  return (
    <Modal opened onClose={onClose} title={t('form.title')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label={t('form.destination')}
            data={[
              { value: '', label: t('form.chooseDestination') },
              ...destinations.map((shop) => ({ value: shop.id, label: shop.name })),
            ]}
            value={values.toWorkshopId}
            onChange={(event) => change({ toWorkshopId: event.currentTarget.value }, 'toWorkshopId')}
            error={errors.toWorkshopId}
          />
          {values.lines.map((line, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <NativeSelect
                style={{ flex: 1 }}
                label={t('form.item', { number: index + 1 })}
                data={itemOptions}
                value={line.itemId}
                onChange={(event) => setLine(index, { itemId: event.currentTarget.value }, 'itemId')}
                error={errors[`lines.${index}.itemId`]}
              />
              <NumberInput
                w={120}
                label={t('form.quantity', { number: index + 1 })}
                min={1}
                allowDecimal={false}
                value={line.quantity}
                onChange={(value) => setLine(index, { quantity: value }, 'quantity')}
                error={errors[`lines.${index}.quantity`]}
              />
              {values.lines.length > 1 ? (
                <Button
                  mt={25}
                  variant="subtle"
                  color="red"
                  aria-label={t('form.removeLine', { number: index + 1 })}
                  onClick={() => change({ lines: values.lines.filter((_line, at) => at !== index) }, `lines.${index}.itemId`)}
                >
                  ×
                </Button>
              ) : null}
            </Group>
          ))}
          {errors.lines ? <div role="alert">{errors.lines}</div> : null}
          <Group>
            <Button variant="light" onClick={() => change({ lines: [...values.lines, { itemId: '', quantity: 1 }] }, 'lines')}>
              {t('form.addLine')}
            </Button>
          </Group>
          <Textarea
            label={t('form.note')}
            minRows={2}
            value={values.note}
            onChange={(event) => change({ note: event.currentTarget.value }, 'note')}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('confirm.back')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
