import { SimpleGrid, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairFields } from '../../repair-form';
import { Section, type SectionProps } from './section';

export const CustomerSection = memo(function CustomerSection({
  customer,
  errors,
  onEdit,
}: SectionProps & { customer: RepairFields['customer'] }) {
  const { t } = useTranslation('repairs');
  const set = (patch: Partial<RepairFields['customer']>) => onEdit('customer', { ...customer, ...patch });
  return (
    <Section title={t('repair.customer')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('fields.name')}
          value={customer.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errors['customer.name']}
        />
        <TextInput
          label={t('fields.surname')}
          value={customer.surname}
          onChange={(event) => set({ surname: event.currentTarget.value })}
          error={errors['customer.surname']}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          value={customer.phone}
          onChange={(event) => set({ phone: event.currentTarget.value })}
          error={errors['customer.phone']}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          value={customer.email}
          onChange={(event) => set({ email: event.currentTarget.value })}
          error={errors['customer.email']}
        />
        <TextInput
          label={t('fields.address')}
          value={customer.address}
          onChange={(event) => set({ address: event.currentTarget.value })}
          error={errors['customer.address']}
        />
        <TextInput
          label={t('fields.dni')}
          value={customer.dni}
          onChange={(event) => set({ dni: event.currentTarget.value })}
          error={errors['customer.dni']}
        />
      </SimpleGrid>
    </Section>
  );
});
