// Step 1: the services the workshop offers online, as cards to tick, each with its price ("from" for a range),
// what it is, and the kinds of bike it is for.
import { BOOKED_SERVICES_MAX, type TPublicBookingOptions } from '@rueda/domain';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { serviceKey } from '../booking-draft';
import { priceOf } from '../format';
import { useTexts } from '../texts';

export function ServicesStep({
  options,
  chosen,
  onChange,
}: {
  options: TPublicBookingOptions;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTexts();
  if (options.services.length === 0) return <Text>{t('services.none')}</Text>;
  const isFull = chosen.length >= BOOKED_SERVICES_MAX;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('services.hint')}
      </Text>
      <Stack gap="sm" role="group" aria-label={t('services.list')}>
        {options.services.map((service) => {
          const key = serviceKey(service);
          const isChecked = chosen.includes(key);
          const price = priceOf(service, options.workshop.currency.code);
          const priceText = price.isFrom ? t('services.from', { amount: price.amount }) : price.amount;
          const titleId = `service-${key}`;
          const detailsId = `service-${key}-details`;
          return (
            <Checkbox.Card
              key={key}
              checked={isChecked}
              disabled={!isChecked && isFull}
              onChange={(checked) => onChange(checked ? [...chosen, key] : chosen.filter((other) => other !== key))}
              aria-labelledby={titleId}
              aria-describedby={detailsId}
              radius="md"
              p="md"
            >
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Checkbox.Indicator size="md" mt={2} />
                <Stack gap={4} style={{ flex: 1 }}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600} id={titleId}>
                      {service.title}
                    </Text>
                    <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={`price-${key}`}>
                      {priceText}
                    </Text>
                  </Group>
                  <div id={detailsId}>
                    <Text size="sm" c="dimmed" lineClamp={3}>
                      {service.description}
                    </Text>
                    {service.bikeTypes.length > 0 ? (
                      <Text size="xs" c="dimmed">
                        {t('services.forBikes', { types: service.bikeTypes.map((type) => t(`bike.types.${type}`)).join(', ') })}
                      </Text>
                    ) : null}
                  </div>
                </Stack>
              </Group>
            </Checkbox.Card>
          );
        })}
      </Stack>
      {isFull ? (
        <Text size="sm" c="dimmed">
          {t('services.max', { count: BOOKED_SERVICES_MAX })}
        </Text>
      ) : null}
    </Stack>
  );
}
