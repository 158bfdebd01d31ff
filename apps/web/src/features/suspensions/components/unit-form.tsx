// Adding or editing a fork or shock (docs/product.md §13.1): brand from the list or typed, model, serial, travel,
// and the service intervals, prefilled with the manufacturers' defaults.
import {
  DEFAULT_SUSPENSION_INTERVALS,
  SUSPENSION_BRANDS,
  suspensionBrandOption,
  type SuspensionPosition,
  type TSuspensionIntervals,
  type TSuspensionUnit,
} from '@rueda/domain';
import { Autocomplete, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { isStaleSuspensionError, useSuspensionWrite } from '../api/suspensions';

interface UnitFormProps {
  bikeId: string;
  position: SuspensionPosition;
  /** The unit being edited; none to add one. */
  unit?: TSuspensionUnit;
  opened: boolean;
  onClose: () => void;
}

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

export function UnitForm({ bikeId, position, unit, opened, onClose }: UnitFormProps) {
  const { t } = useTranslation('suspensions');
  const create = useSuspensionWrite('suspensionsCreate');
  const update = useSuspensionWrite('suspensionsUpdate');
  const [brand, setBrand] = useState(unit?.brand.label ?? '');
  const [model, setModel] = useState(unit?.model ?? '');
  const [serialNumber, setSerialNumber] = useState(unit?.serialNumber ?? '');
  const [travel, setTravel] = useState<number | null>(unit?.travel ?? null);
  const [intervals, setIntervals] = useState<TSuspensionIntervals>(unit?.intervals ?? DEFAULT_SUSPENSION_INTERVALS);
  const [notes, setNotes] = useState(unit?.notes ?? '');
  const [brandError, setBrandError] = useState<string | null>(null);

  const setInterval = (kind: keyof TSuspensionIntervals, part: 'hours' | 'months', value: string | number) => {
    const number = numberOrNull(value);
    if (number !== null) setIntervals((current) => ({ ...current, [kind]: { ...current[kind], [part]: number } }));
  };

  const failed = (error: unknown) => {
    if (isStaleSuspensionError(error)) notifyError(t('errors.stale'));
    else notifyError(t(`errors.${writeFailureOf(error)}`));
  };

  const submit = () => {
    if (brand.trim() === '') {
      setBrandError(t('form.brandRequired'));
      return;
    }
    const fields = { brand: suspensionBrandOption(brand), model, serialNumber, travel, intervals, notes };
    const done = () => {
      notifySuccess(t('form.saved'));
      onClose();
    };
    if (unit) update.mutate({ id: unit.id, expectedLastUpdate: unit.lastUpdate, changes: fields }, { onSuccess: done, onError: failed });
    else create.mutate({ bikeId, position, ...fields }, { onSuccess: done, onError: failed });
  };

  // Each kind is named for the unit (docs/decisions/021): a fork's lighter service is its lowers', a shock's its air can's.
  const intervalRow = (kind: keyof TSuspensionIntervals) => (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t(`kinds.${position}.${kind}`)}
      </Text>
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('form.hours', { kind: t(`kinds.${position}.${kind}`) })}
          min={1}
          max={5000}
          value={intervals[kind].hours}
          onChange={(value) => setInterval(kind, 'hours', value)}
        />
        <NumberInput
          label={t('form.months', { kind: t(`kinds.${position}.${kind}`) })}
          min={1}
          max={120}
          value={intervals[kind].months}
          onChange={(value) => setInterval(kind, 'months', value)}
        />
      </SimpleGrid>
    </Stack>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t(unit ? 'form.editTitle' : 'form.addTitle', { position: t(`positions.${position}`) })}>
      <Stack gap="sm">
        <Autocomplete
          label={t('form.brand')}
          data={SUSPENSION_BRANDS.map((option) => option.label)}
          value={brand}
          onChange={(value) => {
            setBrand(value);
            setBrandError(null);
          }}
          error={brandError}
          required
          data-autofocus
        />
        <TextInput label={t('form.model')} value={model} onChange={(event) => setModel(event.currentTarget.value)} maxLength={80} />
        <SimpleGrid cols={2}>
          <TextInput
            label={t('form.serialNumber')}
            value={serialNumber}
            onChange={(event) => setSerialNumber(event.currentTarget.value)}
            maxLength={80}
          />
          <NumberInput
            label={t('form.travel')}
            min={10}
            max={400}
            value={travel ?? ''}
            onChange={(value) => setTravel(numberOrNull(value))}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('form.intervalsHelp')}
        </Text>
        {intervalRow('lowerLeg')}
        {intervalRow('full')}
        <Textarea
          label={t('form.notes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={2000}
          rows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending || update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
