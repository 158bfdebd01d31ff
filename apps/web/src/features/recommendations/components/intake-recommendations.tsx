// docs/product.md §31.1: at the intake of a bike that came back, its open recommendations, each taken up with one click:
// its item joins the services chosen (priced by the catalogue today when the repair is made), and the recommendation
// is added with the repair. Taken up by mistake, it is left again as one click. Nothing shows while they load, nor
// when the bike has none; a failed load leaves the intake as it is (the repair page offers them again).
import type { TRecommendation } from '@rueda/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBikeRecommendations } from '../api/list-recommendations';
import { RecommendationSummary } from './recommendation-row';

export interface IntakeRecommendationsProps {
  bikeId: string;
  /** The recommendations taken up so far, by id: one stays taken up while its item is among the services chosen. */
  taken: readonly string[];
  /** The services chosen, as `kind:id`. */
  services: readonly string[];
  onTake: (recommendation: TRecommendation) => void;
  onLeave: (recommendation: TRecommendation) => void;
}

export function IntakeRecommendations({ bikeId, taken, services, onTake, onLeave }: IntakeRecommendationsProps) {
  const { t } = useTranslation('recommendations');
  const titleId = useId();
  const query = useBikeRecommendations(bikeId);
  const open = (query.data ?? []).filter((item) => item.state === 'open');
  if (open.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={titleId}>
      <Text size="sm" fw={600} id={titleId}>
        {t('intake.title', { count: open.length })}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('intake.hint')}
      </Text>
      <Stack gap="xs">
        {open.map((item) => {
          const isTaken = taken.includes(item.id) && services.includes(`${item.kind}:${item.serviceId}`);
          return (
            <Group key={item.id} justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <RecommendationSummary recommendation={item} />
              {isTaken ? (
                <Group gap="xs">
                  <Badge color="green" variant="light">
                    {t('intake.taken')}
                  </Badge>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onLeave(item)}
                    aria-label={t('intake.leaveItem', { title: item.title })}
                  >
                    {t('intake.leave')}
                  </Button>
                </Group>
              ) : (
                <Button size="compact-sm" variant="light" onClick={() => onTake(item)} aria-label={t('row.addItem', { title: item.title })}>
                  {t('row.add')}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
