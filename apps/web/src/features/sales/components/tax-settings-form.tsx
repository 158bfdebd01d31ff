// docs/product.md §29.1: the workshop's tax settings, an admin's to change: country and VAT region, legal name, tax
// id (its check digit checked as it is typed), fiscal address, the simplified invoice's limit and the default rate
// among the region's. Checked with the domain's schema before it is sent; the server's refusals show on their fields.
import {
  VAT_COUNTRIES,
  ZSalesTaxSettingsSchema,
  normaliseTaxId,
  vatRatesOf,
  vatRegionsOf,
  type VatCountry,
  type VatRegion,
} from '@rueda/domain';
import { Button, Grid, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { fieldIssuesOf } from '@/lib/call';
import { fieldErrorsOf } from '@/lib/form-validation';
import { translateKey } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useUpdateTaxSettings } from '../api/update-tax-settings';
import { formatRate } from '../sales-format';
import { taxIdProblemKey } from '../tax-id';
import {
  settingsOfValues,
  valuesOfSettings,
  withCountry,
  withRegion,
  type TaxSettingsField,
  type TaxSettingsValues,
} from '../tax-settings-values';

/** A tax id is long enough to be judged while typed once it has as many characters as the shortest whole one. */
const WHOLE_TAX_ID_LENGTH = 9;

export interface TaxSettingsFormProps {
  initial: TaxSettingsValues;
  /** A manager reads the settings; only an admin changes them (docs/roles.md). */
  readOnly: boolean;
}

export function TaxSettingsForm({ initial, readOnly }: TaxSettingsFormProps) {
  const { t } = useTranslation('sales');
  const save = useUpdateTaxSettings();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isTaxIdLeft, setIsTaxIdLeft] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<TaxSettingsField, string>>>({});
  const isDirty = JSON.stringify(values) !== JSON.stringify(saved);

  const set = (next: TaxSettingsValues, fields: TaxSettingsField[]) => {
    setValues(next);
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as TaxSettingsField))),
    );
  };
  const setField = <F extends TaxSettingsField>(field: F, value: TaxSettingsValues[F]) => set({ ...values, [field]: value }, [field]);

  const taxIdKey = taxIdProblemKey(values.country, values.taxId);
  const isTaxIdJudged = isSubmitted || isTaxIdLeft || normaliseTaxId(values.taxId, values.country).length >= WHOLE_TAX_ID_LENGTH;
  const schemaErrors = isSubmitted ? fieldErrorsOf<TaxSettingsField>(ZSalesTaxSettingsSchema, values) : {};
  const errors: Partial<Record<TaxSettingsField, string>> = { ...schemaErrors, ...serverErrors };
  if (!errors.taxId && taxIdKey && isTaxIdJudged) errors.taxId = translateKey(t, taxIdKey);
  if (isSubmitted && values.simplifiedLimitCents === null) errors.simplifiedLimitCents = t('settings.limitRequired');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    const settings = settingsOfValues(values);
    if (readOnly || !settings || taxIdKey) return;
    save.mutate(settings, {
      onSuccess: (answer) => {
        const next = answer.settings ? valuesOfSettings(answer.settings) : values;
        setSaved(next);
        setValues(next);
        setIsSubmitted(false);
        notifySuccess(t('settings.saved'));
      },
      onError: (error) => {
        setServerErrors(serverErrorsOf(error, values, t));
        notifyError(t(writeFailureOf(error) === 'permissionDenied' ? 'settings.adminOnly' : 'settings.saveFailed'));
      },
    });
  }

  const regions = vatRegionsOf(values.country);
  const input = (field: 'legalName' | 'street' | 'postalCode' | 'town' | 'province') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => setField(field, event.currentTarget.value),
    error: errors[field],
    disabled: readOnly,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.formLabel')}>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              label={t('settings.country')}
              value={values.country}
              onChange={(event) =>
                set(withCountry(values, event.currentTarget.value as VatCountry), ['country', 'region', 'defaultRateBp'])
              }
              data={VAT_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
              disabled={readOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              label={t('settings.region')}
              description={t('settings.regionHint')}
              value={values.region}
              onChange={(event) => set(withRegion(values, event.currentTarget.value as VatRegion), ['region', 'defaultRateBp'])}
              data={regions.map((region) => ({ value: region, label: t(`regions.${region}`) }))}
              error={errors.region}
              disabled={readOnly || regions.length < 2}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label={t('settings.legalName')} required maxLength={120} autoComplete="organization" {...input('legalName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('settings.taxId')}
              description={taxIdKey === null && values.taxId.trim() !== '' ? t('taxId.valid') : t(`taxId.hint.${values.country}`)}
              required
              maxLength={20}
              value={values.taxId}
              onChange={(event) => setField('taxId', event.currentTarget.value)}
              onBlur={() => setIsTaxIdLeft(true)}
              error={errors.taxId}
              disabled={readOnly}
              autoComplete="off"
              spellCheck={false}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={t('settings.street')} required maxLength={200} autoComplete="street-address" {...input('street')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput label={t('settings.postalCode')} required maxLength={12} autoComplete="postal-code" {...input('postalCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput label={t('settings.town')} required maxLength={80} autoComplete="address-level2" {...input('town')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t(`settings.province.${values.country}`)}
              maxLength={80}
              autoComplete="address-level1"
              {...input('province')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyInput
              label={t('settings.simplifiedLimit')}
              description={t('settings.simplifiedLimitHint')}
              currencySymbol="€"
              value={values.simplifiedLimitCents}
              onChange={(cents) => setField('simplifiedLimitCents', cents)}
              error={errors.simplifiedLimitCents}
              disabled={readOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              label={t('settings.defaultRate')}
              description={t('settings.defaultRateHint')}
              value={String(values.defaultRateBp)}
              onChange={(event) => setField('defaultRateBp', Number(event.currentTarget.value))}
              data={vatRatesOf(values.region).map((rate) => ({
                value: String(rate.rateBp),
                label: t('rates.option', { rate: formatRate(rate.rateBp), name: t(`rates.${rate.key}`) }),
              }))}
              error={errors.defaultRateBp}
              disabled={readOnly}
            />
          </Grid.Col>
        </Grid>
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              {t('settings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

const REFUSED_FIELD_KEYS: Record<string, string> = {
  region: 'settings.refused.region',
  defaultRateBp: 'settings.refused.rate',
};

/** The fields the server refused, each with its own text; the tax id says why, as the domain judges it. */
function serverErrorsOf(
  error: unknown,
  values: TaxSettingsValues,
  t: ReturnType<typeof useTranslation<'sales'>>['t'],
): Partial<Record<TaxSettingsField, string>> {
  const errors: Partial<Record<TaxSettingsField, string>> = {};
  for (const { field } of fieldIssuesOf(error)) {
    if (!(field in values) || field in errors) continue;
    const key =
      field === 'taxId'
        ? (taxIdProblemKey(values.country, values.taxId) ?? 'settings.refused.taxId')
        : (REFUSED_FIELD_KEYS[field] ?? 'settings.refused.field');
    errors[field as TaxSettingsField] = translateKey(t, key);
  }
  return errors;
}
