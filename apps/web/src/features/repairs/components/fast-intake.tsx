// The fast intake (docs/product.md §2): a new repair for a new or an existing customer and bike in under 30 seconds
// with the keyboard alone. The first field has the focus, the tab order follows the form, Enter in
// a field (or Ctrl+Enter anywhere) creates the repair, and every widget works without a mouse.
import { BIKE_TYPES, FunctionError, type TCustomer } from '@rueda/domain';
import {
  Alert,
  Button,
  Divider,
  Group,
  Kbd,
  Modal,
  MultiSelect,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkshopCurrency } from '@/features/account';
import { priceLabel, useServices } from '@/features/catalogue';
import { IntakePhotos, useUploadIntakePhotos } from '@/features/photos';
import { useRevalidateOnLanguageChange } from '@/lib/form-validation';
import { notifySuccess } from '@/lib/notify';
import { bikeTagHref } from './bike-tag';
import { useCreateRepair } from '../api/create-repair';
import { useCustomerBikes } from '../api/get-customer-bikes';
import { useMechanics } from '../api/get-mechanics';
import { INITIAL_INTAKE_VALUES, NEW_BIKE, serverFieldErrors, toCreateInput, validateIntake, type IntakeValues } from '../intake-form';
import { catalogueOptions, groupedServiceData } from '../services';
import { CustomerSearch } from './customer-search';
import { customerNameOf } from './repair-card';

export interface FastIntakeProps {
  opened: boolean;
  onClose: () => void;
  /** A customer chosen already (the customer page's "new repair"); the intake then asks for the bike. */
  customer?: TCustomer;
}

/** Splits what was typed in the search into a new customer's name, surname or phone. */
function newCustomerOf(query: string): Pick<IntakeValues, 'name' | 'surname' | 'phone'> {
  if (/^[+()\d\s.-]+$/.test(query)) return { name: '', surname: '', phone: query };
  const [name = '', ...rest] = query.split(/\s+/);
  return { name, surname: rest.join(' '), phone: '' };
}

function IntakeForm({ onClose, customer: chosenCustomer }: Omit<FastIntakeProps, 'opened'>) {
  const { t } = useTranslation('repairs');
  const { t: catalogueT } = useTranslation('catalogue');
  const navigate = useNavigate();
  const currency = useWorkshopCurrency();
  const createRepair = useCreateRepair();
  const services = useServices();
  const mechanics = useMechanics();
  const [customer, setCustomer] = useState<TCustomer | null>(chosenCustomer ?? null);
  const bikes = useCustomerBikes(customer?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  // Issue 12 point 8: photos of the bike's condition, uploaded once the repair exists.
  const [photoFiles, setPhotoFiles] = useState<File[]>([]);
  const uploadPhotos = useUploadIntakePhotos();
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const bikeRef = useRef<HTMLSelectElement>(null);

  const form = useForm<IntakeValues>({
    mode: 'controlled',
    initialValues: { ...INITIAL_INTAKE_VALUES, customerId: chosenCustomer?.id ?? null },
    validate: validateIntake,
  });
  useRevalidateOnLanguageChange(form);
  const values = form.getValues();

  // An existing customer's first bike is the likeliest; a customer without bikes gets a new one.
  const firstBikeId = bikes.data?.[0]?.id;
  const chooseFirstBike = useEffectEvent(() => {
    if (customer) form.setFieldValue('bike', firstBikeId ?? NEW_BIKE);
  });
  useEffect(() => {
    chooseFirstBike();
  }, [customer, firstBikeId]);

  function selectCustomer(chosen: TCustomer) {
    setCustomer(chosen);
    form.setValues({ customerId: chosen.id, name: '', surname: '', phone: '' });
    form.clearErrors();
    requestAnimationFrame(() => bikeRef.current?.focus());
  }

  function startNewCustomer(query: string) {
    setCustomer(null);
    form.setValues({ customerId: null, ...newCustomerOf(query) });
    requestAnimationFrame(() => (query && !/^[+()\d\s.-]+$/.test(query) ? phoneRef.current : nameRef.current)?.focus());
  }

  function clearCustomer() {
    setCustomer(null);
    form.setValues({ customerId: null, bike: NEW_BIKE });
    requestAnimationFrame(() => nameRef.current?.focus());
  }

  function submit() {
    setFormError(null);
    const validation = form.validate();
    if (validation.hasErrors) return;
    createRepair.mutate(toCreateInput(form.getValues()), {
      onSuccess: (repair) => {
        // issue 12 point 4: the new repair's bike tag, one click away.
        notifySuccess(t('intake.created', { name: customerNameOf(repair.customer) || t('card.noCustomer') }), {
          label: t('tag.printButton'),
          onClick: () => window.open(bikeTagHref(repair.id), '_blank'),
        });
        void uploadPhotos(repair.id, photoFiles);
        onClose();
        void navigate(paths.app.repair.getHref(repair.id));
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        else
          setFormError(
            t(error instanceof FunctionError && error.code === 'permission-denied' ? 'errors.permissionDenied' : 'errors.saveFailed'),
          );
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  const serviceData = useMemo(
    () =>
      groupedServiceData(
        catalogueOptions(services.data),
        (kind) => t(`serviceKinds.${kind}`),
        (option) => priceLabel(catalogueT, option.kind, option.item, currency),
      ),
    [services.data, t, catalogueT, currency],
  );
  const mechanicData = (mechanics.data ?? [])
    .filter((mechanic) => mechanic.active)
    .map((mechanic) => ({ value: mechanic.id, label: mechanic.name }));
  const isNewBike = values.bike === NEW_BIKE;

  return (
    <form
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('intake.customer')}
          </Title>
          {customer ? (
            <Paper withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{customerNameOf(customer) || customer.phone}</Text>
                  <Text size="sm" c="dimmed">
                    {customer.phone}
                  </Text>
                </div>
                <Button variant="subtle" size="xs" onClick={clearCustomer}>
                  {t('intake.changeCustomer')}
                </Button>
              </Group>
            </Paper>
          ) : (
            <>
              <CustomerSearch onSelect={selectCustomer} onNew={startNewCustomer} />
              <Divider label={t('intake.orNewCustomer')} labelPosition="left" />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <TextInput ref={nameRef} label={t('fields.name')} autoComplete="off" {...form.getInputProps('name')} />
                <TextInput label={t('fields.surname')} autoComplete="off" {...form.getInputProps('surname')} />
                <TextInput ref={phoneRef} label={t('fields.phone')} type="tel" autoComplete="off" {...form.getInputProps('phone')} />
              </SimpleGrid>
            </>
          )}
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('intake.bike')}
          </Title>
          {customer ? (
            <NativeSelect
              ref={bikeRef}
              label={t('intake.customerBike')}
              data={[
                ...(bikes.data ?? []).map((bike) => ({
                  value: bike.id,
                  label: [bike.manufacturer?.label, bike.model?.label, bike.color].filter(Boolean).join(' · '),
                })),
                { value: NEW_BIKE, label: t('intake.newBike') },
              ]}
              {...form.getInputProps('bike')}
            />
          ) : null}
          {isNewBike ? (
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
              <TextInput label={t('fields.manufacturer')} autoComplete="off" {...form.getInputProps('manufacturer')} />
              <TextInput label={t('fields.model')} autoComplete="off" {...form.getInputProps('model')} />
              <TextInput label={t('fields.color')} autoComplete="off" {...form.getInputProps('color')} />
              <NativeSelect
                label={t('fields.type')}
                data={BIKE_TYPES.map((type) => ({ value: type, label: t(`bikeTypes.${type}`) }))}
                {...form.getInputProps('type')}
              />
            </SimpleGrid>
          ) : null}
        </Stack>

        <MultiSelect
          label={t('intake.services')}
          placeholder={values.services.length === 0 ? t('intake.servicesPlaceholder') : undefined}
          data={serviceData}
          searchable
          selectFirstOptionOnChange
          clearSearchOnChange
          nothingFoundMessage={services.isLoading ? t('intake.loadingServices') : t('intake.noServices')}
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('services')}
        />
        <MultiSelect
          label={t('fields.mechanics')}
          placeholder={values.mechanics.length === 0 ? t('intake.mechanicsPlaceholder') : undefined}
          data={mechanicData}
          searchable
          selectFirstOptionOnChange
          clearSearchOnChange
          nothingFoundMessage={t('intake.noMechanics')}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('mechanics')}
        />
        <Textarea label={t('fields.technicalNotes')} rows={3} resize="vertical" {...form.getInputProps('technicalNotes')} />
        <IntakePhotos files={photoFiles} onChange={setPhotoFiles} />

        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}

        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">{t('intake.enterKey')}</Kbd> {t('intake.enterHint')} · <Kbd size="xs">Ctrl</Kbd> +{' '}
            <Kbd size="xs">{t('intake.enterKey')}</Kbd> {t('intake.ctrlEnterHint')}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={createRepair.isPending}>
              {t('intake.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The intake in a modal; its form is made afresh each time it opens. */
export function FastIntake({ opened, onClose, customer }: FastIntakeProps) {
  const { t } = useTranslation('repairs');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('intake.title')}
      size="xl"
      trapFocus
      returnFocus
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {opened ? <IntakeForm onClose={onClose} customer={customer} /> : null}
    </Modal>
  );
}
