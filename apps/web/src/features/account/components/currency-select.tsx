import { ISO_4217_CURRENCIES } from '@rueda/domain';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Each ISO 4217 currency as "€ EUR · euro", its name in the interface's language (Intl). */
function currencyOptions(language: string) {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'currency' });
  } catch {
    names = undefined; // a browser without the names still lists every code and symbol
  }
  return Object.entries(ISO_4217_CURRENCIES).map(([code, symbol]) => {
    const name = names?.of(code);
    const prefix = symbol === code ? code : `${symbol} ${code}`;
    return { value: code, label: name && name !== code ? `${prefix} · ${name}` : prefix };
  });
}

export interface CurrencySelectProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** docs/product.md §18.2: the workshop's currency, from every ISO 4217 code, searchable by code or name. */
export function CurrencySelect({ value, onChange, disabled }: CurrencySelectProps) {
  const { t, i18n } = useTranslation('profile');
  // The names follow the interface's language (useTranslation re-renders on a change).
  const language = i18n.language;
  const options = useMemo(() => currencyOptions(language), [language]);
  return (
    <Select
      label={t('workshop.currency')}
      description={t('workshop.currencyHint')}
      placeholder={t('workshop.currencySearch')}
      nothingFoundMessage={t('workshop.currencyNothing')}
      data={options}
      value={value}
      onChange={(code) => {
        if (code && code !== value) onChange(code);
      }}
      searchable
      allowDeselect={false}
      disabled={disabled}
      maxDropdownHeight={280}
    />
  );
}
