// The customer's bikes and repairs (newest first), each repair a link to its page, with what they spent.
import { BIKE_TYPES, formatAmount, type TBike, type TCustomersGetOutput } from '@rueda/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkshopCurrency } from '@/features/account';
import { useBikeLabel } from '@/lib/bike-label';
import { formatDate } from '@/lib/dates';
import { RepairsHistory, Section } from './repairs-history';
import { PlainList } from '@/components/plain-list';

export function CustomerTotals({ page }: { page: TCustomersGetOutput }) {
  const { t } = useTranslation('customers');
  const currency = useWorkshopCurrency();
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {t('page.totalSpent')}
        </Text>
        <Text fw={700} size="lg" data-testid="customer-total-spent">
          {formatAmount(page.totalSpent, currency)}
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {t('page.lastVisit')}
        </Text>
        <Text fw={700} size="lg" data-testid="customer-last-visit">
          {page.lastVisit ? formatDate(page.lastVisit) : t('page.never')}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

/** A bike type's name; a type the domain does not know is shown as stored. */
function isKnownBikeType(type: string): type is (typeof BIKE_TYPES)[number] {
  return (BIKE_TYPES as readonly string[]).includes(type);
}

function BikeCard({ bike }: { bike: TBike }) {
  const name = useBikeLabel()(bike);
  const { t } = useTranslation('customers');
  const facts: [string, string][] = [
    [t('bike.color'), bike.color],
    [t('bike.year'), bike.year === null ? '' : String(bike.year)],
    [t('bike.type'), bike.type === 'unknown' ? '' : isKnownBikeType(bike.type) ? t(`bikeTypes.${bike.type}`) : bike.type],
    [t('bike.frameNumber'), bike.frameNumber],
  ];
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={name}>
      {/* docs/product.md §12.1: open a bike's page */}
      <Anchor component={Link} to={paths.app.bike.getHref(bike.customerId, bike.id)} fw={600} aria-label={t('bikePage.open', { name })}>
        {name}
      </Anchor>
      <Group gap="md">
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <Text key={label} size="sm">
              <Text span c="dimmed" size="sm">
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ))}
      </Group>
    </Paper>
  );
}

export function CustomerBikes({ bikes, onNewBike }: { bikes: TBike[]; onNewBike: () => void }) {
  const { t } = useTranslation('customers');
  return (
    <Section id="customer-bikes-title" title={t('page.bikes')}>
      <Button variant="light" size="compact-sm" w="fit-content" onClick={onNewBike}>
        {t('newBike.open')}
      </Button>
      {bikes.length === 0 ? (
        <Text c="dimmed">{t('page.noBikes')}</Text>
      ) : (
        <PlainList gap="xs">
          {bikes.map((bike) => (
            <BikeCard key={bike.id} bike={bike} />
          ))}
        </PlainList>
      )}
    </Section>
  );
}

export function CustomerRepairs({ repairs }: { repairs: TCustomersGetOutput['repairs'] }) {
  const { t } = useTranslation('customers');
  return (
    <Section id="customer-repairs-title" title={t('page.repairs')}>
      <RepairsHistory repairs={repairs} empty={t('page.noRepairs')} rowTestId="customer-repair" />
    </Section>
  );
}
