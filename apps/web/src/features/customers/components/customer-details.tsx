// The customer's contact details, edited in place and saved together with the lastUpdate the page
// loaded (docs/product.md §4). The page remounts this form when a new version of the customer arrives.
import { CUSTOMER_LANGUAGES, type TCustomer } from '@rueda/domain';
import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguageChange } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { isStaleCustomerError, useUpdateCustomer } from '../api/update-customer';
import { changesOf, serverErrorsOf, validateChanges, valuesOf, type CustomerValues } from '../customer-form';
import { formatLongDate } from '../customers';

export interface CustomerDetailsProps {
  customer: TCustomer;
  /** Someone else saved first: the page shows the current version and says so. */
  onStale: () => void;
}

export function CustomerDetails({ customer, onStale }: CustomerDetailsProps) {
  const { t } = useTranslation('customers');
  const update = useUpdateCustomer();
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues: valuesOf(customer),
    validate: (values) => validateChanges(changesOf(customer, values, new Date().toISOString())),
  });
  useRevalidateOnLanguageChange(form);
  const changes = changesOf(customer, form.getValues(), new Date().toISOString());
  const isDirty = Object.keys(changes).length > 0;

  function save() {
    if (form.validate().hasErrors || !isDirty) return;
    update.mutate(
      { id: customer.id, expectedLastUpdate: customer.lastUpdate, changes },
      {
        onSuccess: () => notifySuccess(t('page.saved')),
        onError: (error) => {
          if (isStaleCustomerError(error)) return onStale();
          const fieldErrors = serverErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
          else notifyError(t(`errors.${writeFailureOf(error)}`));
        },
      },
    );
  }

  const consentSince = (at: string | null, given: boolean) =>
    at && given ? t('fields.consentSince', { date: formatLongDate(at, t('page.longDate')) }) : undefined;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="customer-details-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="customer-details-title">
            {t('page.details')}
          </Title>
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!isDirty || update.isPending} onClick={() => form.setValues(valuesOf(customer))}>
              {t('actions.discard')}
            </Button>
            <Button type="submit" disabled={!isDirty} loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
