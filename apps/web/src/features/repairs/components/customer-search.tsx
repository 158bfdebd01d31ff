import type { TCustomer } from '@rueda/domain';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '../api/search-customers';
import { customerNameOf } from '../repair-names';

const NEW_CUSTOMER = '__new__';

export interface CustomerSearchProps {
  onSelect: (customer: TCustomer) => void;
  /** The typed text, for a new customer's name or phone. */
  onNew: (query: string) => void;
}

/**
 * The intake's first field: customers found by name or phone as one types (customersList). The first
 * match is highlighted, so Enter takes it; the last option starts a new customer with what was typed.
 */
export function CustomerSearch({ onSelect, onNew }: CustomerSearchProps) {
  const { t } = useTranslation('repairs');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 200);
  const search = useCustomerSearch(debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const customers = query.trim() ? (search.data ?? []) : [];

  const highlightFirst = useEffectEvent(() => {
    if (customers.length > 0) combobox.selectFirstOption();
  });
  // When new results arrive, the first is the one Enter takes.
  useEffect(() => {
    highlightFirst();
  }, [search.data]);

  function onOptionSubmit(value: string) {
    combobox.closeDropdown();
    if (value === NEW_CUSTOMER) {
      onNew(query.trim());
      setQuery('');
      return;
    }
    const customer = customers.find((item) => item.id === value);
    if (customer) onSelect(customer);
    setQuery('');
  }

  return (
    <Combobox store={combobox} onOptionSubmit={onOptionSubmit} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          data-autofocus
          label={t('intake.customerSearch')}
          placeholder={t('intake.customerSearchPlaceholder')}
          description={t('intake.customerSearchHint')}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={query.trim() === ''}>
        <Combobox.Options>
          {customers.map((customer) => (
            <Combobox.Option value={customer.id} key={customer.id}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{customerNameOf(customer) || customer.phone}</Text>
                <Text size="xs" c="dimmed">
                  {customer.phone}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {debounced.trim() && !search.isFetching && customers.length === 0 ? (
            <Combobox.Empty>{t('intake.noCustomers')}</Combobox.Empty>
          ) : null}
          <Combobox.Option value={NEW_CUSTOMER}>{t('intake.newCustomerFrom', { query: query.trim() })}</Combobox.Option>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
