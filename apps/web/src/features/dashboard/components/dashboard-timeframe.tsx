// The dashboard's timeframe control: the repairs screen's choices (its texts too) but "all", and the
// custom range's days, which start from the days on screen.
import type { CustomDays } from '@rueda/domain';
import { useTranslation } from 'react-i18next';
import { TimeframePicker } from '@/components/timeframe-picker';
import { DASHBOARD_TIMEFRAMES, type DashboardScope } from '../scope';

export interface DashboardTimeframeProps {
  scope: DashboardScope;
  /** The days on screen, offered as the custom range's start when custom is chosen. */
  shownDays: CustomDays | null;
  onChange: (scope: DashboardScope) => void;
}

export function DashboardTimeframe({ scope, shownDays, onChange }: DashboardTimeframeProps) {
  const { t } = useTranslation('repairs');
  return (
    <TimeframePicker
      label={t('filters.timeframe')}
      timeframes={DASHBOARD_TIMEFRAMES.map((timeframe) => ({ value: timeframe, label: t(`timeframes.${timeframe}`) }))}
      value={scope.timeframe}
      onChange={(timeframe) => onChange({ timeframe, custom: timeframe === 'custom' ? (scope.custom ?? shownDays) : null })}
      custom={scope.custom}
      onCustomChange={(custom) => onChange({ timeframe: 'custom', custom })}
      customLabel={t('filters.customRange')}
      customPlaceholder={t('filters.customRangePlaceholder')}
    />
  );
}
