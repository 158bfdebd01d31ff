// docs/product.md §29.4: a stock item of the catalogue picked for a counter sale becomes a line at its price, which
// takes stock when the invoice is issued. Searched as typed; the keyboard picks it as in any list.
import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { offeredItems, useServices } from '@/features/catalogue';
import { stockItemLine, type DraftLine } from '../sale-lines';
import { formatMoney } from '../sales-format';

export interface StockItemPickerProps {
  defaultRateBp: number;
  onPick: (line: DraftLine) => void;
}

export function StockItemPicker({ defaultRateBp, onPick }: StockItemPickerProps) {
  const { t } = useTranslation('sales');
  const catalogue = useServices();
  if (catalogue.isError) {
    return (
      <Text size="sm" c="red">
        {t('counter.stockFailed')}
      </Text>
    );
  }
  const items = catalogue.data ? offeredItems(catalogue.data, 'stockItems') : [];
  return (
    <Select
      label={t('counter.stock')}
      placeholder={catalogue.isPending ? t('counter.stockLoading') : t('counter.stockPlaceholder')}
      data={items.map((item) => ({
        value: item.id,
        label: t('counter.stockOption', { title: item.title, price: formatMoney(item.price), quantity: item.quantity }),
      }))}
      // Picked, the line is added and the box is empty again for the next one.
      value={null}
      onChange={(id) => {
        const item = items.find((each) => each.id === id);
        if (item) onPick(stockItemLine(item, defaultRateBp));
      }}
      searchable
      nothingFoundMessage={t('counter.stockNone')}
      disabled={catalogue.isPending || items.length === 0}
      miw={320}
    />
  );
}
