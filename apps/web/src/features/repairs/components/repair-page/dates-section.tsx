import { daysBetween } from '@rueda/domain';
import { Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../date-time-field';
import { isDeliveryBeforeEntry } from './delivery-order-dialog';
import { Section, type SectionProps } from './section';

export const DatesSection = memo(function DatesSection({
  entryDate,
  deliveryDate,
  errors,
  onEdit,
}: SectionProps & { entryDate: string | null; deliveryDate: string | null }) {
  const { t } = useTranslation('repairs');
  // docs/product.md §3 (`hours`): the days from entry to delivery, rounded up, from the dates as they are on
  // screen, before they are saved too.
  const hours = daysBetween(entryDate, deliveryDate);
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
          {hours !== null
            ? t('repair.duration', { count: hours })
            : isDeliveryBeforeEntry(entryDate, deliveryDate)
              ? t('repair.deliveryBeforeEntry')
              : t('repair.noDuration')}
        </Text>
      </Stack>
    </Section>
  );
});
