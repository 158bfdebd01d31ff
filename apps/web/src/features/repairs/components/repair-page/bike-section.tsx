import { BIKE_TYPES } from '@rueda/domain';
import { NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { knownBikeType, type RepairFields } from '../../repair-form';
import { Section, type SectionProps } from './section';

export const BikeSection = memo(function BikeSection({ bike, errors, onEdit }: SectionProps & { bike: RepairFields['bike'] }) {
  const { t } = useTranslation('repairs');
  const set = (patch: Partial<RepairFields['bike']>) => onEdit('bike', { ...bike, ...patch });
  const bikeTypes = BIKE_TYPES.map((type) => ({ value: type, label: t(`bikeTypes.${type}`) }));
  return (
    <Section title={t('repair.bike')}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <TextInput
          label={t('fields.manufacturer')}
          placeholder={t('fields.genericManufacturer')}
          value={bike.manufacturer}
          onChange={(event) => set({ manufacturer: event.currentTarget.value })}
          error={errors['bike.manufacturer']}
        />
        <TextInput
          label={t('fields.model')}
          placeholder={t('fields.unknownModel')}
          value={bike.model}
          onChange={(event) => set({ model: event.currentTarget.value })}
          error={errors['bike.model']}
        />
        <TextInput
          label={t('fields.color')}
          value={bike.color}
          onChange={(event) => set({ color: event.currentTarget.value })}
          error={errors['bike.color']}
        />
        <NumberInput
          label={t('fields.year')}
          min={1900}
          max={2100}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          value={bike.year ?? ''}
          onChange={(value) => set({ year: typeof value === 'number' ? value : null })}
          error={errors['bike.year']}
        />
        <NativeSelect
          label={t('fields.type')}
          data={bikeTypes}
          value={knownBikeType(bike.type)}
          onChange={(event) => set({ type: event.currentTarget.value })}
          error={errors['bike.type']}
        />
      </SimpleGrid>
    </Section>
  );
});
