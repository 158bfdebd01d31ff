// legacy-repairs/{id} (docs/product.md §2): the older page variant, the document as it is stored beside the
// version-4 repair Rueda reads from it (docs/product.md §3 conversion on read).
import { REPAIR_VERSION, formatAmount, type TRepair } from '@rueda/domain';
import { Anchor, Badge, Button, Card, Code, DataList, Grid, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkshopCurrency } from '@/features/account';
import { Page } from '@/features/shell';
import { formatDateTime } from '@/lib/dates';
import { useLegacyRepair } from '../api/get-repair';
import { useMechanicNames } from '../hooks/use-mechanic-names';
import { serviceLinesOf } from '../services';
import { NotifiedBadge, PaymentBadge, StatusBadge } from './repair-badges';
import { customerNameOf } from '../repair-names';
import { useBikeLabel } from '@/lib/bike-label';
import { RepairLoadError } from './repair-load-error';

function ConvertedRepair({ repair }: { repair: TRepair }) {
  const { t } = useTranslation('repairs');
  const bikeLabel = useBikeLabel();
  const currency = useWorkshopCurrency();
  const mechanicNames = useMechanicNames();
  const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');
  const lines = serviceLinesOf(repair);
  const rows: [string, ReactNode][] = [
    [t('fields.fullName'), customerNameOf(repair.customer) || '—'],
    [t('fields.phone'), repair.customer.phone || '—'],
    [t('fields.bikeName'), bikeLabel(repair.bike)],
    [t('fields.year'), repair.bike.year],
    [t('fields.type'), repair.bike.type],
    [t('legacy.status'), <StatusBadge key="status" status={repair.status} size="sm" />],
    [t('fields.payment'), <PaymentBadge key="payment" payment={repair.payment} size="sm" />],
    [t('legacy.notified'), <NotifiedBadge key="notified" notified={repair.notified} size="sm" />],
    [t('services.total'), formatAmount(repair.totalPrice, currency)],
    [t('fields.entryDate'), dateOrDash(repair.entryDate)],
    [t('fields.deliveryDate'), dateOrDash(repair.deliveryDate)],
    [t('legacy.hours'), repair.hours === null ? '—' : t('repair.duration', { count: repair.hours })],
    [t('legacy.created'), dateOrDash(repair.created)],
    [t('booking.confirmedDate'), dateOrDash(repair.state.booking.confirmedDate)],
    [t('fields.mechanics'), repair.mechanics.map((id) => mechanicNames.get(id) ?? id).join(', ') || '—'],
    [t('fields.technicalNotes'), repair.technicalNotes || '—'],
  ];
  return (
    <Stack gap="md">
      <DataList>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <div>
        <Title order={3} size="h6" mb={4}>
          {t('services.title')}
        </Title>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('services.none')}
          </Text>
        ) : (
          <Stack gap={2}>
            {lines.map((line) => (
              <Group key={`${line.kind}:${line.id}`} justify="space-between">
                <Text size="sm">
                  {line.quantity} × {line.title}
                </Text>
                <Text size="sm">{formatAmount(line.price * line.quantity, currency)}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </div>
      <div>
        <Title order={3} size="h6" mb={4}>
          {t('status.timeline')}
        </Title>
        <Stack gap={2}>
          {repair.state.status.map((entry, index) => (
            <Text size="sm" key={`${entry.date}-${index}`}>
              {formatDateTime(entry.date)} · {t(`statuses.${entry.status}`)}
              {entry.observations ? ` · ${entry.observations}` : ''}
            </Text>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}

export function LegacyRepairPage({ id }: { id: string }) {
  const { t } = useTranslation('repairs');
  const query = useLegacyRepair(id);

  return (
    <Page
      title={t('legacy.title')}
      description={
        query.data ? t('legacy.description', { name: customerNameOf(query.data.repair.customer) || t('card.noCustomer') }) : undefined
      }
      actions={
        query.data ? (
          <Button component={Link} to={paths.app.repair.getHref(id)}>
            {t('legacy.openRepair')}
          </Button>
        ) : undefined
      }
    >
      {query.data ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="md" component="section" aria-labelledby="legacy-stored">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h5" id="legacy-stored">
                  {t('legacy.stored')}
                </Title>
                <Badge variant="outline" color={query.data.storedVersion < REPAIR_VERSION ? 'orange' : 'gray'}>
                  {t('legacy.version', { version: query.data.storedVersion })}
                </Badge>
              </Group>
              <ScrollArea.Autosize mah="70vh" type="auto">
                <Code block data-testid="stored-document" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {JSON.stringify(query.data.stored, null, 2)}
                </Code>
              </ScrollArea.Autosize>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="md" component="section" aria-labelledby="legacy-converted">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h5" id="legacy-converted">
                  {t('legacy.converted')}
                </Title>
                <Badge variant="light" color="teal">
                  {t('legacy.version', { version: REPAIR_VERSION })}
                </Badge>
              </Group>
              <ConvertedRepair repair={query.data.repair} />
              <Anchor component={Link} to={paths.app.repair.getHref(id)} size="sm" mt="md" display="inline-block">
                {t('legacy.openRepair')}
              </Anchor>
            </Card>
          </Grid.Col>
        </Grid>
      ) : query.isError ? (
        <RepairLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Grid gap="md" role="status" aria-label={t('repair.loading')}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Skeleton height={360} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Skeleton height={360} />
          </Grid.Col>
        </Grid>
      )}
    </Page>
  );
}
