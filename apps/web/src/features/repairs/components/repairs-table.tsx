import { REPAIR_VERSION, formatAmount, type TRepairSummary } from '@rueda/domain';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { PaymentBadgeView, PriorityBadgeView, StatusBadgeView } from './repair-badges';
import { customerNameOf } from '../repair-names';
import { useBikeLabel } from '@/lib/bike-label';

const PAGE = 100;

export interface RepairsTableProps {
  repairs: readonly TRepairSummary[];
  currency: string;
  mechanicNames: ReadonlyMap<string, string>;
}

/** The compact list: one row per repair, in the board's order, a hundred at a time. */
export function RepairsTable({ repairs, currency, mechanicNames }: RepairsTableProps) {
  const { t } = useTranslation('repairs');
  const bikeLabel = useBikeLabel();
  const [shown, setShown] = useState(PAGE);
  return (
    <Stack gap="sm">
      {/* As wide as a tablet's content (1,024 px less the navigation): its badges and mechanics whole, no column
          scrolled out of sight. The phone and the priority go under the customer's name to make the room. */}
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('list.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.customer')}</Table.Th>
              <Table.Th>{t('list.bike')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
              <Table.Th>{t('list.payment')}</Table.Th>
              <Table.Th ta="right">{t('list.total')}</Table.Th>
              <Table.Th>{t('list.mechanics')}</Table.Th>
              <Table.Th>{t('list.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {repairs.slice(0, shown).map((repair) => (
              <Table.Tr key={repair.id}>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Anchor component={Link} to={paths.app.repair.getHref(repair.id)} size="sm" fw={600}>
                      {customerNameOf(repair.customer) || t('card.noCustomer')}
                    </Anchor>
                    {repair.customer.phone ? (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {repair.customer.phone}
                      </Text>
                    ) : null}
                    {repair.priority > 0 || repair.storedVersion < REPAIR_VERSION ? (
                      <Group gap={6}>
                        <PriorityBadgeView t={t} priority={repair.priority} size="xs" miw="max-content" />
                        {repair.storedVersion < REPAIR_VERSION ? (
                          <Anchor component={Link} to={paths.app.legacyRepair.getHref(repair.id)} size="xs" c="indigo.3">
                            {t('card.legacy')}
                          </Anchor>
                        ) : null}
                      </Group>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{bikeLabel(repair.bike, { withColor: true })}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadgeView t={t} status={repair.status} size="xs" miw="max-content" />
                </Table.Td>
                <Table.Td>
                  <PaymentBadgeView t={t} payment={repair.payment} size="xs" miw="max-content" />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(repair.totalPrice, currency)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {repair.mechanics
                      .map((id) => mechanicNames.get(id))
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(repair.created)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {repairs.length > shown ? (
        <Group justify="center">
          <Button variant="default" onClick={() => setShown((current) => current + PAGE)}>
            {t('list.showMore', { shown, total: repairs.length })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
