// "Pedidas" / "Encomendadas": what is ordered, with its days and "Retrasada" once past the day expected, each with
// "Ha llegado"; and "Recibidas" / "Recebidas": what arrived in the last 30 days (docs/product.md §31.2).
import type { TListedPart } from '@rueda/domain';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartSummary } from './part-summary';
import { PartRepairLink } from './repair-link';
import { EmptyLine } from './to-order-section';
import { useArrive } from './use-arrive';

export function OrderedSection({ parts, today }: { parts: TListedPart[]; today: string }) {
  const { t } = useTranslation('parts');
  const { arrive, arrivingId } = useArrive();
  if (parts.length === 0) return <EmptyLine text={t('ordered.empty')} />;
  return (
    <Stack gap="sm">
      {parts.map((part) => (
        <Card key={part.id} withBorder radius="md" padding="md" data-testid="ordered-part">
          <Group justify="space-between" align="center" gap="sm">
            <PartSummary part={part} today={today} inRow>
              <PartRepairLink repair={part.repair} />
            </PartSummary>
            <Button
              onClick={() => arrive(part.id)}
              loading={arrivingId === part.id}
              disabled={arrivingId !== null && arrivingId !== part.id}
              aria-label={t('row.arriveItem', { title: part.title })}
            >
              {t('row.arrive')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function ArrivedSection({ parts, today }: { parts: TListedPart[]; today: string }) {
  const { t } = useTranslation('parts');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('arrived.hint')}
      </Text>
      {parts.length === 0 ? <EmptyLine text={t('arrived.empty')} /> : null}
      {parts.map((part) => (
        <Card key={part.id} withBorder radius="md" padding="md" data-testid="arrived-part">
          <PartSummary part={part} today={today}>
            <PartRepairLink repair={part.repair} />
          </PartSummary>
        </Card>
      ))}
    </Stack>
  );
}
