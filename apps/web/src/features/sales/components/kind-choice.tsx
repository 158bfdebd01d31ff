// docs/product.md §29.4: simplified or full. Above the workshop's simplified invoice limit only a full one may be
// issued: the screen says so before the server would, and offers the switch.
import { Alert, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../sales-format';

export type ChargeKind = 'simplified' | 'full';

export interface KindChoiceProps {
  kind: ChargeKind;
  onChange: (kind: ChargeKind) => void;
  isOverLimit: boolean;
  limitCents: number;
}

export function KindChoice({ kind, onChange, isOverLimit, limitCents }: KindChoiceProps) {
  const { t } = useTranslation('sales');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('charge.kind.label')}
        value={kind}
        onChange={(value) => onChange(value as ChargeKind)}
        data={[
          { value: 'simplified', label: t('charge.kind.simplified') },
          { value: 'full', label: t('charge.kind.full') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="sm" c="dimmed">
        {t(kind === 'simplified' ? 'charge.kind.simplifiedHint' : 'charge.kind.fullHint', { limit: formatMoney(limitCents) })}
      </Text>
      {kind === 'simplified' && isOverLimit ? (
        <Alert color="yellow" title={t('charge.overLimit', { limit: formatMoney(limitCents) })} role="status">
          <Button variant="light" color="yellow" onClick={() => onChange('full')}>
            {t('charge.switchToFull')}
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
