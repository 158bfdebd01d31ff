// One open recommendation on the repair page: what, how many, why, when and at what price then; "Añadir" puts it on
// the repair at today's catalogue price, "Descartar" asks for the reason first (docs/product.md §31.1).
import { formatAmount, type TRecommendation } from '@rueda/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkshopCurrency } from '@/features/account';
import { formatDate } from '@/lib/dates';

interface RecommendationRowProps {
  recommendation: TRecommendation;
  /** This one is being added. */
  isAdding: boolean;
  disabled: boolean;
  onAdd: (recommendation: TRecommendation) => void;
  onDismiss: (recommendation: TRecommendation) => void;
}

/** What a recommendation is: its title, how many at what price then and since when, and why it was not done. */
export function RecommendationSummary({ recommendation }: { recommendation: TRecommendation }) {
  const { t } = useTranslation('recommendations');
  const currency = useWorkshopCurrency();
  return (
    <Stack gap={2} style={{ flex: '1 1 220px' }}>
      <Text size="sm" fw={600}>
        {recommendation.title}
      </Text>
      <Text size="xs">
        {t('row.details', {
          quantity: recommendation.quantity,
          price: formatAmount(recommendation.priceAtTheTime, currency),
          date: formatDate(recommendation.created),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {recommendation.note
          ? t('row.reasonWithNote', { reason: t(`reasons.${recommendation.reason}`), note: recommendation.note })
          : t(`reasons.${recommendation.reason}`)}
      </Text>
    </Stack>
  );
}

export function RecommendationRow({ recommendation, isAdding, disabled, onAdd, onDismiss }: RecommendationRowProps) {
  const { t } = useTranslation('recommendations');
  const { title } = recommendation;

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" data-testid="recommendation">
      <RecommendationSummary recommendation={recommendation} />
      <Group gap="xs">
        <Button
          size="compact-sm"
          onClick={() => onAdd(recommendation)}
          loading={isAdding}
          disabled={disabled}
          aria-label={t('row.addItem', { title })}
        >
          {t('row.add')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onDismiss(recommendation)}
          disabled={disabled}
          aria-label={t('row.dismissItem', { title })}
        >
          {t('row.dismiss')}
        </Button>
      </Group>
    </Group>
  );
}
