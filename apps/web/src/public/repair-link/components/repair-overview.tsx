// Who has the bike and where it is: the workshop with its contact (tap to call), the bike, and the status with its
// dates in words. Only what the public answer holds (docs/product.md §21.2): no staff, no notes.
import type { TPublicRepair } from '@rueda/domain';
import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { WorkshopContact } from '../../shared/workshop-contact';
import { formatDropOff, formatLongDate, formatLongDateTime } from '../format';
import { useTexts } from '../texts';

export function RepairOverview({ repair }: { repair: TPublicRepair }) {
  const { t, language } = useTexts();
  const { workshop, bike } = repair;
  const bikeName = [bike.brand, bike.model].filter(Boolean).join(' ');
  const { timeZone } = repair;
  // Until the bike is in the workshop its entry is the booked day, still to come; an online booking's day waits
  // for the workshop's confirmation (its status, notReviewed).
  const hasEntered = repair.statusHistory.some((entry) => entry.status === 'workshopEntrance');
  const entryKey = hasEntered ? 'status.entry' : repair.status === 'notReviewed' ? 'status.entryRequested' : 'status.entryPlanned';
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" component="section" aria-label={workshop.name}>
        <Stack gap={4}>
          <Text fw={600}>{workshop.name}</Text>
          <WorkshopContact
            phone={workshop.phone}
            address={workshop.address}
            callLabel={t('workshop.call', { phone: workshop.phone })}
            addressLabel={t('workshop.address', { address: workshop.address })}
          />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="bike-title">
        <Title order={2} size="h4" id="bike-title" mb={4}>
          {t('bike.title')}
        </Title>
        {bikeName ? <Text>{bikeName}</Text> : <Text c="dimmed">{t('bike.unnamed')}</Text>}
        {bike.color ? (
          <Text size="sm" c="dimmed">
            {t('bike.color', { color: bike.color })}
          </Text>
        ) : null}
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="status-title">
        <Title order={2} size="h4" id="status-title" mb="xs">
          {t('status.title')}
        </Title>
        <Text fw={600} mb="xs">
          {t('status.now', { status: t(`status.names.${repair.status}`) })}
        </Text>
        {repair.entryDate ? (
          <Text size="sm">
            {t(entryKey, {
              date: hasEntered ? formatLongDate(repair.entryDate, language, timeZone) : formatDropOff(repair.entryDate, language, timeZone),
            })}
          </Text>
        ) : null}
        {repair.deliveryDate ? (
          <Text size="sm">{t('status.delivery', { date: formatLongDate(repair.deliveryDate, language, timeZone) })}</Text>
        ) : null}
        <Title order={3} size="h6" mt="sm" mb="xs">
          {t('status.history')}
        </Title>
        <Timeline active={repair.statusHistory.length - 1} bulletSize={14} lineWidth={2}>
          {repair.statusHistory.map((entry, index) => (
            <Timeline.Item key={`${entry.status}-${index}`} title={t(`status.names.${entry.status}`)}>
              <Text size="xs" c="dimmed">
                {formatLongDateTime(entry.date, language, timeZone)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </Stack>
  );
}
