// The dashboard's timeframe control: the repairs screen's choices (its texts too) but "all", and the
// custom range's days.
import type { CustomDays } from '@rueda/domain';
import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/lib/dates';
import { DASHBOARD_TIMEFRAMES, type DashboardScope, type DashboardTimeframe } from '../scope';

export interface DashboardTimeframeProps {
  scope: DashboardScope;
  /** The days on screen, offered as the custom range's start when custom is chosen. */
  shownDays: CustomDays | null;
  onChange: (scope: DashboardScope) => void;
}

export function DashboardTimeframe({ scope, shownDays, onChange }: DashboardTimeframeProps) {
  const { t } = useTranslation('repairs');
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <SegmentedControl
        aria-label={t('filters.timeframe')}
        value={scope.timeframe}
        onChange={(value) => {
          const timeframe = value as DashboardTimeframe;
          onChange({ timeframe, custom: timeframe === 'custom' ? (scope.custom ?? shownDays) : null });
        }}
        data={DASHBOARD_TIMEFRAMES.map((timeframe) => ({ value: timeframe, label: t(`timeframes.${timeframe}`) }))}
      />
      {scope.timeframe === 'custom' ? (
        <DatePickerInput
          type="range"
          aria-label={t('filters.customRange')}
          placeholder={t('filters.customRangePlaceholder')}
          valueFormat={DATE_FORMAT}
          allowSingleDateInRange
          value={scope.custom ? [scope.custom.from, scope.custom.to] : [null, null]}
          onChange={([from, to]) => {
            if (from && to) onChange({ timeframe: 'custom', custom: { from, to } });
          }}
          miw={240}
        />
      ) : null}
    </Group>
  );
}
