// A bike's fields (docs/product.md §12.1), shared by its page and the new-bike form: the manufacturer from the
// built-in list or typed freely, model, colour, year (1900–next year), type, frame number and notes.
import { BIKE_TYPES, BIKE_YEAR_MIN } from '@rueda/domain';
import { Autocomplete, NativeSelect, NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MANUFACTURER_NAMES, type BikeValues } from '../bike-form';

export function BikeFields({ form, withNotes = true }: { form: UseFormReturnType<BikeValues>; withNotes?: boolean }) {
  const { t } = useTranslation('customers');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Autocomplete
          label={t('bike.manufacturer')}
          data={MANUFACTURER_NAMES as string[]}
          limit={20}
          autoComplete="off"
          {...form.getInputProps('manufacturer')}
        />
        <TextInput label={t('bike.model')} autoComplete="off" {...form.getInputProps('model')} />
        <TextInput label={t('bike.color')} autoComplete="off" {...form.getInputProps('color')} />
        <NumberInput
          label={t('bike.year')}
          min={BIKE_YEAR_MIN}
          max={new Date().getFullYear() + 1}
          // Out of range is said, not silently changed (docs/product.md §12.1: a year outside 1900–next year is refused).
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('year')}
        />
        <NativeSelect
          label={t('bike.type')}
          data={BIKE_TYPES.map((type) => ({ value: type, label: t(`bikeTypes.${type}`) }))}
          {...form.getInputProps('type')}
        />
        <TextInput label={t('bike.frameNumber')} autoComplete="off" {...form.getInputProps('frameNumber')} />
      </SimpleGrid>
      {withNotes ? <Textarea label={t('bike.notes')} rows={3} {...form.getInputProps('notes')} /> : null}
    </>
  );
}
