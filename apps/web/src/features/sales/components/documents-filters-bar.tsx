// docs/product.md §29: the documents list's search (a number or a customer's name, sent as typed after a pause) and
// its filters by series, kind, a Spanish workshop's VERI*FACTU sending state and issue days (picked in the reader's format, dd/mm/aaaa, whatever the browser's locale).
import {
  SALES_DOCUMENT_KINDS,
  VERIFACTU_SEND_STATES,
  type SalesDocumentKind,
  type TSalesSeries,
  type VerifactuSendState,
} from '@rueda/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { useTaxSettings } from '../api/get-tax-settings';
import { isFiltered, NO_FILTERS, type DocumentFilters } from '../document-filters';
import { SalesDayInput } from './sales-day-input';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;
const ALL = '';

export interface DocumentsFiltersBarProps {
  filters: DocumentFilters;
  onChange: (filters: DocumentFilters) => void;
  series: readonly TSalesSeries[];
}

export function DocumentsFiltersBar({ filters, onChange, series }: DocumentsFiltersBarProps) {
  const { t } = useTranslation('sales');
  // docs/product.md §29.7: a Spanish workshop's documents by their VERI*FACTU record's sending state.
  const spanish = useTaxSettings().data?.settings?.country === 'ES';
  // The box shows what is typed at once; the list follows after a pause.
  const [typed, setTyped] = useState(filters.search);
  const sendSearch = useDebouncedCallback((search: string) => onChange({ ...filters, search }), SEARCH_DEBOUNCE_MS);
  // A search changed elsewhere (filters cleared, the back button) shows in the box, unless something typed is on its way.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (filters.search !== shownSearch) {
    setShownSearch(filters.search);
    if (!sendSearch.isPending()) setTyped(filters.search);
  }

  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('documents.filters')}>
      <SearchInput
        label={t('documents.search')}
        clearLabel={t('documents.clearSearch')}
        placeholder={t('documents.searchPlaceholder')}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          sendSearch(value);
        }}
        style={{ flex: 1, minWidth: 220, maxWidth: 360 }}
      />
      <NativeSelect
        label={t('documents.series')}
        value={filters.seriesId ?? ALL}
        onChange={(event) => onChange({ ...filters, seriesId: event.currentTarget.value || null })}
        data={[
          { value: ALL, label: t('documents.allSeries') },
          ...series.map((each) => ({
            value: each.id,
            label: t('documents.seriesOption', { code: each.code, kind: t(`series.kinds.${each.kind}`) }),
          })),
        ]}
      />
      <NativeSelect
        label={t('documents.kind')}
        value={filters.kind ?? ALL}
        onChange={(event) => onChange({ ...filters, kind: (event.currentTarget.value || null) as SalesDocumentKind | null })}
        data={[
          { value: ALL, label: t('documents.allKinds') },
          ...SALES_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
        ]}
      />
      {spanish ? (
        <NativeSelect
          label={t('sendState.label')}
          value={filters.sendState ?? ALL}
          onChange={(event) => onChange({ ...filters, sendState: (event.currentTarget.value || null) as VerifactuSendState | null })}
          data={[
            { value: ALL, label: t('sendState.all') },
            ...VERIFACTU_SEND_STATES.map((state) => ({ value: state, label: t(`sendState.states.${state}`) })),
          ]}
        />
      ) : null}
      <SalesDayInput
        label={t('documents.from')}
        value={filters.from}
        maxDate={filters.to ?? undefined}
        onChange={(from) => onChange({ ...filters, from })}
        clearable
        clearLabel={t('till.clearDay')}
        width={150}
      />
      <SalesDayInput
        label={t('documents.to')}
        value={filters.to}
        minDate={filters.from ?? undefined}
        onChange={(to) => onChange({ ...filters, to })}
        clearable
        clearLabel={t('till.clearDay')}
        width={150}
      />
      {isFiltered(filters) ? (
        <Button
          variant="subtle"
          onClick={() => {
            sendSearch.cancel();
            setTyped('');
            onChange(NO_FILTERS);
          }}
        >
          {t('documents.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
