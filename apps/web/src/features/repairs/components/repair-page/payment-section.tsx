import { REPAIR_PAYMENTS, type RepairPayment } from '@rueda/domain';
import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentBadge } from '../repair-badges';
import { Section } from './section';

interface PaymentSectionProps {
  payment: RepairPayment;
  /** Only those who may see prices change the payment; the others see it. */
  mayChange: boolean;
  disabled: boolean;
  /** Called with a payment other than the current one; it is saved at once. */
  onChange: (payment: RepairPayment) => void;
}

export function PaymentSection({ payment, mayChange, disabled, onChange }: PaymentSectionProps) {
  const { t } = useTranslation('repairs');
  return (
    <Section title={t('fields.payment')}>
      {mayChange ? (
        <Select
          aria-label={t('fields.payment')}
          data={REPAIR_PAYMENTS.map((option) => ({ value: option, label: t(`payments.${option}`) }))}
          value={payment}
          onChange={(value) => value && value !== payment && onChange(value as RepairPayment)}
          allowDeselect={false}
          disabled={disabled}
        />
      ) : (
        <Stack gap={4} align="flex-start">
          <PaymentBadge payment={payment} />
          <Text size="xs" c="dimmed">
            {t('repair.paymentReadOnly')}
          </Text>
        </Stack>
      )}
    </Section>
  );
}
