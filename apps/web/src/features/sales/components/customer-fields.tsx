// docs/product.md §29.4: a full invoice's customer: name, country, tax id (checked as it is typed when Spanish or
// Portuguese, docs/product.md §29.1) and address.
import { normaliseTaxId } from '@rueda/domain';
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_COUNTRIES } from '../customer-countries';
import type { CustomerField, CustomerValues } from '../customer-form';
import { countryName } from '../sales-format';
import { isVatCountry, taxIdProblemKey } from '../tax-id';
import { translateKey } from '@/lib/i18n';

/** A tax id is judged while typed once it is as long as a whole Spanish or Portuguese one. */
const WHOLE_TAX_ID_LENGTH = 9;

export interface CustomerFieldsProps {
  value: CustomerValues;
  onChange: (value: CustomerValues, field: CustomerField) => void;
  /** Each field's problem, already in the reader's language; shown once the charge was tried. */
  errors: Partial<Record<CustomerField, string>>;
}

export function CustomerFields({ value, onChange, errors }: CustomerFieldsProps) {
  const { t } = useTranslation('sales');
  const [isTaxIdLeft, setIsTaxIdLeft] = useState(false);
  const set = (field: CustomerField) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value }, field);
  const countries = CUSTOMER_COUNTRIES.includes(value.country) ? CUSTOMER_COUNTRIES : [value.country, ...CUSTOMER_COUNTRIES];
  const taxIdKey = taxIdProblemKey(value.country, value.taxId);
  const isTaxIdJudged = isTaxIdLeft || normaliseTaxId(value.taxId).length >= WHOLE_TAX_ID_LENGTH;
  const taxIdError = errors.taxId ?? (taxIdKey && isTaxIdJudged ? translateKey(t, taxIdKey) : undefined);
  const taxIdHint = isVatCountry(value.country)
    ? taxIdKey === null && value.taxId.trim() !== ''
      ? t('taxId.valid')
      : t(`taxId.hint.${value.country}`)
    : t('taxId.hint.foreign');

  return (
    <Grid gap="md" role="group" aria-label={t('customer.title')}>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('customer.name')}
          required
          maxLength={120}
          value={value.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="off"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NativeSelect
          label={t('customer.country')}
          value={value.country}
          onChange={set('country')}
          data={countries.map((code) => ({ value: code, label: countryName(code) }))}
          error={errors.country}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('customer.taxId')}
          description={taxIdHint}
          required
          maxLength={20}
          value={value.taxId}
          onChange={set('taxId')}
          onBlur={() => setIsTaxIdLeft(true)}
          error={taxIdError}
          autoComplete="off"
          spellCheck={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('customer.street')}
          required
          maxLength={200}
          value={value.street}
          onChange={set('street')}
          error={errors.street}
          autoComplete="off"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('customer.postalCode')}
          maxLength={12}
          value={value.postalCode}
          onChange={set('postalCode')}
          error={errors.postalCode}
          autoComplete="off"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('customer.town')}
          maxLength={80}
          value={value.town}
          onChange={set('town')}
          error={errors.town}
          autoComplete="off"
        />
      </Grid.Col>
    </Grid>
  );
}
