import { isFilteredList, REPAIR_PAYMENTS, REPAIR_STATUSES, TIMEFRAMES, type RepairStatus, type TMechanic } from '@rueda/domain';
import { Button, Chip, Group, SegmentedControl, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '@/components/deferred-select';
import { SearchInput } from '@/components/search-input';
import { TimeframePicker } from '@/components/timeframe-picker';
import { notifyError } from '@/lib/notify';
import { statusColour } from '../board';
import type { RepairFilters, RepairsView } from '../filters';

export interface RepairsToolbarProps {
  filters: RepairFilters;
  /** What is typed in the search box (the board narrows at once; the server follows debounced). */
  searchInput: string;
  onSearchInput: (value: string) => void;
  onFiltersChange: (filters: RepairFilters) => void;
  /** Empties the search box and every filter but the timeframe. */
  onClearFilters: () => void;
  counts: Record<RepairStatus, number> | undefined;
  view: RepairsView;
  onViewChange: (view: RepairsView) => void;
  mechanics: readonly TMechanic[];
  /** docs/product.md §17.4: the caller's mechanic, for the "my repairs" toggle; null for a member linked to none. */
  myMechanicId: string | null;
  /** docs/product.md §18.4: the role may download the repairs shown as CSV (docs/roles.md). */
  mayExport: boolean;
}

/**
 * The toolbar redraws its search box on every key; the filters, the timeframe and the status chips
 * are sections of their own that redraw only when their own props change (the screen keeps its
 * callbacks stable), so typing never waits for the selects and the chips.
 */
export function RepairsToolbar({
  filters,
  searchInput,
  onSearchInput,
  onFiltersChange,
  onClearFilters,
  counts,
  view,
  onViewChange,
  mechanics,
  myMechanicId,
  mayExport,
}: RepairsToolbarProps) {
  const { t } = useTranslation('repairs');
  const hasFilters = isFilteredList({ ...filters, search: searchInput });

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <SearchInput
          label={t('filters.search')}
          clearLabel={t('filters.clearSearch')}
          placeholder={t('filters.searchPlaceholder')}
          value={searchInput}
          onChange={onSearchInput}
          style={SEARCH_STYLE}
        />
        <FilterSelects filters={filters} onFiltersChange={onFiltersChange} mechanics={mechanics} myMechanicId={myMechanicId} />
        {hasFilters ? (
          <Button variant="subtle" onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Group>
      <TimeframeAndView filters={filters} onFiltersChange={onFiltersChange} view={view} onViewChange={onViewChange} mayExport={mayExport} />
      <StatusChips filters={filters} onFiltersChange={onFiltersChange} counts={counts} />
    </Stack>
  );
}

const SEARCH_STYLE = { flex: '1 1 240px', minWidth: 220 };
const SELECT_STYLE = { flex: '0 1 215px' };

type SectionProps = Pick<RepairsToolbarProps, 'filters' | 'onFiltersChange'>;

const FilterSelects = memo(function FilterSelects({
  filters,
  onFiltersChange,
  mechanics,
  myMechanicId,
}: SectionProps & Pick<RepairsToolbarProps, 'mechanics' | 'myMechanicId'>) {
  const { t } = useTranslation('repairs');
  const change = (patch: Partial<RepairFilters>) => onFiltersChange({ ...filters, ...patch });
  return (
    <>
      {myMechanicId !== null ? (
        // docs/product.md §17.4: "my repairs" is the mechanic filter set to the caller's own mechanic, in one click.
        <Chip
          checked={filters.mechanic === myMechanicId}
          onChange={(isMine) => change({ mechanic: isMine ? myMechanicId : null })}
          variant="outline"
        >
          {t('filters.mine')}
        </Chip>
      ) : null}
      <DeferredSelect
        aria-label={t('filters.payment')}
        placeholder={t('filters.allPayments')}
        clearable
        value={filters.payment}
        onChange={(value) => change({ payment: (value as RepairFilters['payment']) ?? null })}
        data={REPAIR_PAYMENTS.map((payment) => ({ value: payment, label: t(`payments.${payment}`) }))}
        style={SELECT_STYLE}
        miw={180}
      />
      <DeferredSelect
        aria-label={t('filters.mechanic')}
        placeholder={t('filters.allMechanics')}
        clearable
        searchable
        value={filters.mechanic}
        onChange={(value) => change({ mechanic: value ?? null })}
        data={mechanics.map((mechanic) => ({
          value: mechanic.id,
          label: mechanic.active ? mechanic.name : t('filters.inactiveMechanic', { name: mechanic.name }),
        }))}
        nothingFoundMessage={t('filters.noMechanics')}
        style={SELECT_STYLE}
        miw={180}
      />
    </>
  );
});

const TimeframeAndView = memo(function TimeframeAndView({
  filters,
  onFiltersChange,
  view,
  onViewChange,
  mayExport,
}: SectionProps & Pick<RepairsToolbarProps, 'view' | 'onViewChange' | 'mayExport'>) {
  const { t } = useTranslation('repairs');
  const change = (patch: Partial<RepairFilters>) => onFiltersChange({ ...filters, ...patch });
  const [isExporting, setExporting] = useState(false);
  // docs/product.md §18.4: the repairs the filters find in the timeframe, as CSV; the code loads when used.
  const exportCsv = () => {
    setExporting(true);
    import('../api/export-repairs')
      .then(({ exportRepairs }) => exportRepairs(filters))
      .catch(() => notifyError(t('filters.exportFailed')))
      .finally(() => setExporting(false));
  };
  return (
    <Group gap="sm" align="center" justify="space-between" wrap="wrap">
      <TimeframePicker
        label={t('filters.timeframe')}
        timeframes={TIMEFRAMES.map((timeframe) => ({ value: timeframe, label: t(`timeframes.${timeframe}`) }))}
        value={filters.timeframe}
        onChange={(timeframe) => change({ timeframe, custom: timeframe === 'custom' ? filters.custom : null })}
        custom={filters.custom}
        onCustomChange={(custom) => change({ custom })}
        customLabel={t('filters.customRange')}
        customPlaceholder={t('filters.customRangePlaceholder')}
      />
      <Group gap="sm">
        {mayExport ? (
          <Button variant="default" loading={isExporting} onClick={exportCsv}>
            {t('filters.export')}
          </Button>
        ) : null}
        <SegmentedControl
          aria-label={t('filters.view')}
          value={view}
          onChange={(value) => onViewChange(value as RepairsView)}
          data={[
            { value: 'board', label: t('filters.views.board') },
            { value: 'list', label: t('filters.views.list') },
          ]}
        />
      </Group>
    </Group>
  );
});

const StatusChips = memo(function StatusChips({ filters, onFiltersChange, counts }: SectionProps & Pick<RepairsToolbarProps, 'counts'>) {
  const { t } = useTranslation('repairs');
  return (
    <Chip.Group
      multiple
      value={filters.statuses}
      onChange={(value) => onFiltersChange({ ...filters, statuses: REPAIR_STATUSES.filter((status) => value.includes(status)) })}
    >
      <Group gap={6} role="group" aria-label={t('filters.statuses')}>
        {REPAIR_STATUSES.map((status) => (
          <Chip key={status} value={status} size="sm" color={statusColour(status)} variant="light">
            {t('filters.statusCount', { status: t(`statuses.${status}`), count: counts?.[status] ?? 0 })}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
});
