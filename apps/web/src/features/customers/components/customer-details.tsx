// The customer's contact details, language, consents and notes (docs/product.md §11.2), edited in place as
// the bike's are (in-place-edit.tsx).
import { CUSTOMER_LANGUAGES, type TCustomer } from '@rueda/domain';
import { Checkbox, NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateCustomer } from '../api/update-customer';
import { changesOf, serverErrorsOf, validateChanges, valuesOf } from '../customer-form';
import { formatLongDate } from '../customers';
import { InPlaceEdit } from './in-place-edit';

export interface CustomerDetailsProps {
  customer: TCustomer;
  /** Someone else saved first: the page shows the current version and says so. */
  onStale: () => void;
}

export function CustomerDetails({ customer, onStale }: CustomerDetailsProps) {
  const { t } = useTranslation('customers');
  const update = useUpdateCustomer();
  const consentSince = (at: string | null, given: boolean) =>
    at && given ? t('fields.consentSince', { date: formatLongDate(at, t('page.longDate')) }) : undefined;

  return (
    <InPlaceEdit
      title={t('page.details')}
      titleId="customer-details-title"
      initialValues={valuesOf(customer)}
      changesOf={(values) => changesOf(customer, values, new Date().toISOString())}
      validate={validateChanges}
      serverErrorsOf={serverErrorsOf}
      save={(changes, callbacks) => update.mutate({ id: customer.id, expectedLastUpdate: customer.lastUpdate, changes }, callbacks)}
      isSaving={update.isPending}
      savedText={t('page.saved')}
      onStale={onStale}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('fields.name')} {...form.getInputProps('name')} />
            <TextInput label={t('fields.surname')} {...form.getInputProps('surname')} />
            <TextInput label={t('fields.phone')} type="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} />
            <TextInput label={t('fields.address')} {...form.getInputProps('address')} />
            <TextInput label={t('fields.dni')} {...form.getInputProps('dni')} />
          </SimpleGrid>
          <NativeSelect
            label={t('fields.language')}
            data={CUSTOMER_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            {...form.getInputProps('language')}
          />
          <Checkbox
            label={t('fields.whatsappConsent')}
            description={consentSince(customer.whatsappConsentAt, form.getValues().whatsappConsent)}
            {...form.getInputProps('whatsappConsent', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('fields.emailConsent')}
            description={consentSince(customer.emailConsentAt, form.getValues().emailConsent)}
            {...form.getInputProps('emailConsent', { type: 'checkbox' })}
          />
          <Textarea label={t('fields.notes')} rows={3} {...form.getInputProps('notes')} />
        </>
      )}
    </InPlaceEdit>
  );
}
