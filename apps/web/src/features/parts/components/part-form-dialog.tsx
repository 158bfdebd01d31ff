// "Pedir pieza" / "Encomendar peça", and changing a part not arrived (docs/product.md §31.2): a stock item of the
// catalogue or a part named in free text, its supplier and reference, quantity, cost, a free-text part's price (for
// members who may set prices), a note, whether it is ordered already and the day expected. Checked before it is sent;
// a refusal is said in words, on its field when it names one.
import type { TPart, TRepair } from '@rueda/domain';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  NumberInput,
} from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { useWorkshopCurrencySymbol } from '@/features/account';
import { usePermission } from '@/features/auth';
import { offeredItems, useServices } from '@/features/catalogue';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isStaleWriteError } from '@/lib/write-error';
import { useCreatePart } from '../api/create-part';
import { useUpdatePart } from '../api/update-part';
import {
  changesOf,
  createInputOf,
  newPartValues,
  partErrorsOf,
  partValuesOf,
  serverPartErrorsOf,
  type PartErrors,
  type PartFormValues,
} from '../part-form';
import { workshopToday } from '../supplier-lists';
import { refusalOf, useRefusalMessage } from './refusal-message';

export interface PartFormDialogProps {
  repair: TRepair;
  /** The part being changed; null: a new one. */
  part: TPart | null;
  onClose: () => void;
}

export function PartFormDialog({ repair, part, onClose }: PartFormDialogProps) {
  const { t } = useTranslation('parts');
  return (
    <Modal opened onClose={onClose} title={part ? t('form.titleChange', { title: part.title }) : t('form.titleNew')} centered size="lg">
      <PartForm repair={repair} part={part} onClose={onClose} />
    </Modal>
  );
}

function PartForm({ repair, part, onClose }: PartFormDialogProps) {
  const { t } = useTranslation('parts');
  const mayPrice = usePermission('repairs.pricing');
  const currencySymbol = useWorkshopCurrencySymbol();
  const services = useServices();
  const stockItems = useMemo(() => (services.data ? offeredItems(services.data, 'stockItems') : []), [services.data]);
  const [values, setValues] = useState<PartFormValues>(() => (part ? partValuesOf(part, workshopToday()) : newPartValues(workshopToday())));
  const [errors, setErrors] = useState<PartErrors>({});
  const create = useCreatePart();
  const update = useUpdatePart();
  const refusalMessage = useRefusalMessage();
  const isSaving = create.isPending || update.isPending;

  function set<K extends keyof PartFormValues>(key: K, value: PartFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const { [key as keyof PartErrors]: _dropped, ...rest } = current;
      return rest;
    });
  }

  function chooseItem(serviceId: string | null) {
    const item = stockItems.find((candidate) => candidate.id === serviceId);
    set('serviceId', serviceId);
    // The catalogue's cost of one, as a start, when none is typed.
    if (item && values.cost === null && item.cost > 0) set('cost', item.cost);
  }

  function failed(error: unknown) {
    const fieldErrors = serverPartErrorsOf(t, error, values.kind);
    setErrors(fieldErrors);
    notifyError(refusalMessage(error));
    // Refused for the part's or the repair's state, or changed meanwhile (and read again): sending it again changes nothing.
    if (Object.keys(fieldErrors).length === 0 && (refusalOf(error) !== null || isStaleWriteError(error))) onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = createInputOf(repair.id, part ? { ...values, serviceId: part.serviceId, title: part.title } : values, mayPrice);
    const found = partErrorsOf(t, input, values.kind);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!part) {
      create.mutate(input, {
        onSuccess: () => {
          notifySuccess(t('form.created'));
          onClose();
        },
        onError: failed,
      });
      return;
    }
    const changes = changesOf(part, input, mayPrice);
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(
      { id: part.id, expectedLastUpdate: part.lastUpdate, changes },
      {
        onSuccess: () => {
          notifySuccess(t('form.changed'));
          onClose();
        },
        onError: failed,
      },
    );
  }

  const isFree = values.kind === 'free';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {part ? null : (
          <SegmentedControl
            aria-label={t('form.kind')}
            fullWidth
            value={values.kind}
            onChange={(kind) => set('kind', kind as PartFormValues['kind'])}
            data={[
              { value: 'free', label: t('form.free') },
              { value: 'stock', label: t('form.stock') },
            ]}
          />
        )}
        {isFree ? (
          <TextInput
            label={t('form.title')}
            placeholder={t('form.titlePlaceholder')}
            required
            disabled={part !== null}
            value={values.title}
            error={errors.title}
            data-autofocus
            onChange={(event) => set('title', event.currentTarget.value)}
          />
        ) : (
          <Select
            label={t('form.item')}
            placeholder={t('form.itemPlaceholder')}
            required
            searchable
            disabled={part !== null}
            nothingFoundMessage={t('form.noItems')}
            data={
              part?.serviceId
                ? [{ value: part.serviceId, label: part.title }]
                : stockItems.map((item) => ({ value: item.id, label: item.title }))
            }
            value={values.serviceId}
            error={errors.serviceId}
            onChange={chooseItem}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.supplier')}
            value={values.supplier}
            error={errors.supplier}
            onChange={(event) => set('supplier', event.currentTarget.value)}
          />
          <TextInput
            label={t('form.reference')}
            value={values.reference}
            error={errors.reference}
            onChange={(event) => set('reference', event.currentTarget.value)}
          />
          <NumberInput
            label={t('form.quantity')}
            min={1}
            max={999}
            allowDecimal={false}
            allowNegative={false}
            // A 0 typed is said to be wrong, not changed behind the user's back.
            clampBehavior="none"
            value={values.quantity}
            error={errors.quantity}
            onChange={(quantity) => set('quantity', quantity)}
          />
          <MoneyInput
            label={t('form.cost')}
            currencySymbol={currencySymbol}
            value={values.cost}
            error={errors.cost}
            onChange={(cost) => set('cost', cost)}
          />
          {isFree && mayPrice ? (
            <MoneyInput
              label={t('form.price')}
              description={t('form.priceHint')}
              currencySymbol={currencySymbol}
              value={values.price}
              error={errors.price}
              onChange={(price) => set('price', price)}
            />
          ) : null}
        </SimpleGrid>
        {/* A part ordered already stays ordered: its day may change, not be taken away. */}
        {part && part.state !== 'toOrder' ? null : (
          <Checkbox
            label={t('form.alreadyOrdered')}
            checked={values.isOrdered}
            onChange={(event) => set('isOrdered', event.currentTarget.checked)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {values.isOrdered ? (
            <TextInput
              type="date"
              label={t('form.orderedOn')}
              value={values.orderedOn}
              error={errors.orderedOn}
              onChange={(event) => set('orderedOn', event.currentTarget.value)}
            />
          ) : null}
          <TextInput
            type="date"
            label={t('form.expectedOn')}
            value={values.expectedOn}
            error={errors.expectedOn}
            onChange={(event) => set('expectedOn', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label={t('form.note')}
          rows={2}
          value={values.note}
          error={errors.note}
          onChange={(event) => set('note', event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {part ? t('form.saveChange') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
