// The fast intake (docs/product.md §2): a new repair for a new or an existing customer and bike in under 30 seconds
// with the keyboard alone. The first field has the focus, the tab order follows the form, Enter in
// a field (or Ctrl+Enter anywhere) creates the repair, and every widget works without a mouse.
// The booking calendar opens it for a slot (docs/product.md §15.4): the same form books the repair there.
import { BIKE_TYPES, type TCustomer } from '@rueda/domain';
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
import { useWorkshopCurrency } from '@/features/account';
import { priceLabel, useServices } from '@/features/catalogue';
import { IntakePhotos } from '@/features/photos';
import { useBikeLabel } from '@/lib/bike-label';
import { useRevalidateOnLanguageChange } from '@/lib/form-validation';
import { useCustomerBikes } from '../api/get-customer-bikes';
import { useMechanics } from '../api/get-mechanics';
import { useIntakeSubmit, type IntakeBooking } from '../hooks/use-intake-submit';
import { INITIAL_INTAKE_VALUES, NEW_BIKE, validateIntake, type IntakeValues } from '../intake-form';
import { catalogueOptions, groupedServiceData } from '../services';
import { CustomerSearch } from './customer-search';
import { IntakeTakeUp } from './intake-take-up';
import { customerNameOf } from '../repair-names';

export interface FastIntakeProps {
  opened: boolean;
  onClose: () => void;
  /** A customer chosen already (the customer page's "new repair"); the intake then asks for the bike. */
  customer?: TCustomer;
  /** Opened from the booking calendar: books the repair for the slot chosen there and stays on the calendar. */
  booking?: IntakeBooking;
}

/** Splits what was typed in the search into a new customer's name, surname or phone. */
function newCustomerOf(query: string): Pick<IntakeValues, 'name' | 'surname' | 'phone'> {
  if (/^[+()\d\s.-]+$/.test(query)) return { name: '', surname: '', phone: query };
  const [name = '', ...rest] = query.split(/\s+/);
  return { name, surname: rest.join(' '), phone: '' };
}

function IntakeForm({ onClose, customer: chosenCustomer, booking }: Omit<FastIntakeProps, 'opened'>) {
  const { t } = useTranslation('repairs');
  const { t: catalogueT } = useTranslation('catalogue');
  const { t: bookingsT } = useTranslation('bookings');
  const bikeLabel = useBikeLabel();
  const currency = useWorkshopCurrency();
  const services = useServices();
  const mechanics = useMechanics();
  const [customer, setCustomer] = useState<TCustomer | null>(chosenCustomer ?? null);
  const bikes = useCustomerBikes(customer?.id ?? null);
  // docs/product.md §12.3: photos of the bike's condition, uploaded once the repair exists.
  const [photoFiles, setPhotoFiles] = useState<File[]>([]);
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
  const intake = useIntakeSubmit({ booking, photoFiles, onClose, onFieldErrors: form.setErrors });

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
    if (form.validate().hasErrors) return;
    intake.submit(form.getValues());
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
        {booking?.description ? (
          <Text size="sm" c="dimmed">
            {booking.description}
          </Text>
        ) : null}
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
                  label: bikeLabel(bike, { withColor: true }),
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
        {!booking && customer && values.bike !== NEW_BIKE ? (
          <IntakeTakeUp
            bikeId={values.bike}
            services={values.services}
            recommendationIds={values.recommendationIds}
            onChange={(next) => form.setValues(next)}
          />
        ) : null}
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
        <Textarea
          label={booking ? bookingsT('intake.observations') : t('fields.technicalNotes')}
          rows={3}
          resize="vertical"
          {...form.getInputProps('technicalNotes')}
        />
        {/* A booking is made before the bike is in the workshop: nothing to photograph yet. */}
        {booking ? null : <IntakePhotos files={photoFiles} onChange={setPhotoFiles} />}

        {intake.formError ? (
          <Alert color="red" role="alert">
            {intake.formError}
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
            <Button type="submit" loading={intake.isPending}>
              {booking ? bookingsT('intake.submit') : t('intake.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The intake in a modal; its form is made afresh each time it opens. */
export function FastIntake({ opened, onClose, customer, booking }: FastIntakeProps) {
  const { t } = useTranslation('repairs');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={booking?.title ?? t('intake.title')}
      size="xl"
      trapFocus
      returnFocus
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {opened ? <IntakeForm onClose={onClose} customer={customer} booking={booking} /> : null}
    </Modal>
  );
}
