import { Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../date-time-field';
import { Section, type SectionProps } from './section';

export const DatesSection = memo(function DatesSection({
  entryDate,
  deliveryDate,
  hours,
  errors,
  onEdit,
}: SectionProps & { entryDate: string | null; deliveryDate: string | null; hours: number | null }) {
  const { t } = useTranslation('repairs');
  return (
    <Section title={t('repair.dates')}>
      <Stack gap="sm">
        <DateTimeField
          label={t('fields.entryDate')}
          value={entryDate}
          onChange={(value) => onEdit('entryDate', value)}
          error={errors.entryDate}
        />
        <DateTimeField
          label={t('fields.deliveryDate')}
          value={deliveryDate}
          onChange={(value) => onEdit('deliveryDate', value)}
          error={errors.deliveryDate}
        />
        <Text size="sm" c="dimmed">
          {hours === null ? t('repair.noDuration') : t('repair.duration', { count: hours })}
        </Text>
      </Stack>
    </Section>
  );
});
