import type { TBillingAddress, TPaymentMethod } from '@rueda/domain';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Visa •••• 4242 · 04/2030": all Rueda ever keeps of a card (decision 014). */
export function PaymentMethodLine({ method }: { method: TPaymentMethod }) {
  const { t } = useTranslation('billing');
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600}>
        {t(`methods.brands.${method.brand}`)} •••• {method.last4}
      </Text>
      <Text size="sm" c="dimmed">
        {t('methods.expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}
      </Text>
      {method.isDefault ? (
        <Badge size="sm" variant="light" color="indigo">
          {t('methods.default')}
        </Badge>
      ) : null}
    </Group>
  );
}

export function BillingAddress({ address }: { address: TBillingAddress }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {address.name}
      </Text>
      <Text size="sm">{address.line1}</Text>
      {address.line2 ? <Text size="sm">{address.line2}</Text> : null}
      <Text size="sm">
        {address.postalCode} {address.city} ({address.country})
      </Text>
      {address.taxId ? <Text size="sm">{address.taxId}</Text> : null}
    </Stack>
  );
}

/** The saved cards, the default one marked, and the billing address the invoices carry. */
export function PaymentMethods({ methods, address }: { methods: readonly TPaymentMethod[]; address: TBillingAddress | null }) {
  const { t } = useTranslation('billing');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('methods.title')}
        </Title>
        {methods.length === 0 ? (
          <Text c="dimmed">{t('methods.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {methods.map((method) => (
              <li key={method.id}>
                <PaymentMethodLine method={method} />
              </li>
            ))}
          </Stack>
        )}
        <Title order={3} size="h5">
          {t('methods.billingAddress')}
        </Title>
        {address ? <BillingAddress address={address} /> : <Text c="dimmed">{t('methods.noAddress')}</Text>}
      </Stack>
    </Card>
  );
}
