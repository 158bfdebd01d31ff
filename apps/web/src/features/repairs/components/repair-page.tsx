// Issue 4 repair page: customer and bike, services with prices and the total, dates, the status
// timeline, payment, mechanics, notes, control sheets, booking dates and priority. Edits are saved
// together with the lastUpdate the page loaded; statuses, payment and checklist ticks save at once.
// A save refused as stale (someone saved in between) reloads the current version and says so.
import { BIKE_TYPES, FunctionError, REPAIR_PAYMENTS, REPAIR_VERSION, type RepairPayment, type RepairStatus, type TControlSheet, type TRepair } from '@rueda/domain';
import {
  Affix,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/account';
import { usePermission } from '@/features/auth';
import { Page } from '@/features/shell';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { useMechanics } from '../api/catalogue';
import { useRepair } from '../api/get-repair';
import { isStaleRepairError, useDeleteRepair, useRepairWrite } from '../api/update-repair';
import { useMechanicNames } from '../hooks/use-mechanic-names';
import { useWorkshopCurrency } from '../hooks/use-workshop-currency';
import { changesOf, effectiveEdits, knownBikeType, serverErrorsOf, validateChanges, withEdits, type RepairEdits, type RepairFields } from '../repair-form';
import { ControlSheets } from './control-sheets';
import { DateTimeField } from './date-time-field';
import { NotifiedBadge, PaymentBadge, StatusBadge } from './repair-badges';
import { customerNameOf } from './repair-card';
import { RepairServices } from './repair-services';
import { RepairsDatesProvider } from './repairs-dates-provider';
import { StatusTimeline } from './status-timeline';
import { WorkOrder } from './work-order';

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

function errorMessageKey(error: unknown): 'errors.permissionDenied' | 'errors.notFound' | 'errors.unavailable' | 'errors.saveFailed' {
  if (error instanceof FunctionError) {
    if (error.code === 'permission-denied') return 'errors.permissionDenied';
    if (error.code === 'not-found') return 'errors.notFound';
    if (error.code === 'unavailable' || error.code === 'deadline-exceeded') return 'errors.unavailable';
  }
  return 'errors.saveFailed';
}

interface RepairEditorProps {
  repair: TRepair;
  storedVersion: number;
}

function RepairEditor({ repair, storedVersion }: RepairEditorProps) {
  const { t } = useTranslation('repairs');
  const navigate = useNavigate();
  const currency = useWorkshopCurrency();
  const workshop = useAccount().data?.workshop ?? null;
  const mechanics = useMechanics();
  const mechanicNames = useMechanicNames();
  const mayPrice = usePermission('repairs.pricing');
  const mayDelete = usePermission('repairs.delete');
  const [edits, setEdits] = useState<RepairEdits>({});
  // The version the edits were made on: a save sends it, so a newer version by someone else is refused.
  const [editsBase, setEditsBase] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isStale, setIsStale] = useState(false);
  const [isDeleteOpen, deleteDialog] = useDisclosure(false);

  const write = useRepairWrite({
    onStale: () => {
      setEdits({});
      setEditsBase(null);
      setErrors({});
      setIsStale(true);
      notifyWarning(t('conflict.message'));
    },
  });
  const deleteRepair = useDeleteRepair();

  const fields = withEdits(repair, edits);
  const pending = effectiveEdits(repair, edits);
  const isDirty = Object.keys(pending).length > 0;
  const base = editsBase ?? repair.lastUpdate;
  const isBusy = write.isPending;

  function edit<K extends keyof RepairFields>(key: K, value: RepairFields[K]) {
    if (!editsBase) setEditsBase(repair.lastUpdate);
    setIsStale(false);
    setEdits((current) => ({ ...current, [key]: value }));
    if (Object.keys(errors).some((error) => error.startsWith(key))) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([error]) => !error.startsWith(key))));
  }

  function onWriteError(error: unknown) {
    if (isStaleRepairError(error)) return;
    const fieldErrors = serverErrorsOf(error);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    notifyError(t(errorMessageKey(error)));
  }

  /** After a save at once (status, payment, a tick), unsaved edits now rest on the version it made. */
  function followOwnSave(saved: TRepair) {
    if (editsBase) setEditsBase(saved.lastUpdate);
    setIsStale(false);
  }

  function save() {
    if (!isDirty || isBusy) return;
    const input = { id: repair.id, expectedLastUpdate: base, changes: changesOf(repair, pending, mayPrice) };
    const validation = validateChanges(input);
    setErrors(validation);
    if (Object.keys(validation).length > 0) return;
    write.mutate(
      { kind: 'update', input },
      {
        onSuccess: () => {
          setEdits({});
          setEditsBase(null);
          setIsStale(false);
          notifySuccess(t('repair.saved'));
        },
        onError: onWriteError,
      },
    );
  }

  function discard() {
    setEdits({});
    setEditsBase(null);
    setErrors({});
  }

  async function addStatus(status: RepairStatus, observations: string): Promise<boolean> {
    try {
      const saved = await write.mutateAsync({ kind: 'status', id: repair.id, status, observations, expectedLastUpdate: base });
      followOwnSave(saved);
      notifySuccess(t('status.added', { status: t(`statuses.${status}`) }));
      return true;
    } catch (error) {
      onWriteError(error);
      return false;
    }
  }

  function setPayment(payment: RepairPayment) {
    write.mutate({ kind: 'payment', id: repair.id, payment, expectedLastUpdate: base }, { onSuccess: followOwnSave, onError: onWriteError });
  }

  function toggleSheet(sheet: TControlSheet, items: TControlSheet['items']) {
    write.mutate(
      { kind: 'update', input: { id: repair.id, expectedLastUpdate: base, changes: { controlSheets: [{ controlSheetId: sheet.controlSheetId, items }] } } },
      { onSuccess: followOwnSave, onError: onWriteError },
    );
  }

  function confirmDelete() {
    deleteRepair.mutate(repair.id, {
      onSuccess: () => {
        deleteDialog.close();
        notifySuccess(t('repair.deleted'));
        void navigate(paths.app.repairs.getHref());
      },
      onError: (error) => notifyError(t(errorMessageKey(error))),
    });
  }

  useHotkeys([['mod+S', save]], []);

  const customerName = customerNameOf(repair.customer) || t('card.noCustomer');
  const mechanicOptions = (mechanics.data ?? [])
    .filter((mechanic) => mechanic.active || fields.mechanics.includes(mechanic.id))
    .map((mechanic) => ({ value: mechanic.id, label: mechanic.active ? mechanic.name : t('filters.inactiveMechanic', { name: mechanic.name }) }));
  const bikeTypes = BIKE_TYPES.map((type) => ({ value: type, label: t(`bikeTypes.${type}`) }));

  return (
    <Page
      title={t('repair.titleOf', { name: customerName })}
      description={t('repair.lastUpdate', { date: formatDateTime(repair.lastUpdate) })}
      actions={
        <Group gap="sm">
          <Button variant="default" onClick={() => window.print()}>
            {t('repair.print')}
          </Button>
          {mayDelete ? (
            <Button variant="light" color="red" onClick={deleteDialog.open}>
              {t('repair.delete')}
            </Button>
          ) : null}
          <Button onClick={save} disabled={!isDirty} loading={isBusy && isDirty}>
            {t('repair.save')}
          </Button>
        </Group>
      }
    >
      <RepairsDatesProvider>
        <Stack gap="md">
          <Group gap="md">
            <Group gap="xs" aria-label={t('repair.flags')} role="group">
              <StatusBadge status={repair.status} />
              <PaymentBadge payment={repair.payment} />
              <NotifiedBadge notified={repair.notified} />
            </Group>
            <Anchor component={Link} to={paths.app.repairs.getHref()} size="sm">
              {t('repair.back')}
            </Anchor>
            {storedVersion < REPAIR_VERSION ? (
              <Anchor component={Link} to={paths.app.legacyRepair.getHref(repair.id)} size="sm">
                {t('repair.legacyLink', { version: storedVersion })}
              </Anchor>
            ) : null}
          </Group>
          {isStale ? (
            <Alert color="yellow" role="status" title={t('conflict.title')} withCloseButton onClose={() => setIsStale(false)} closeButtonLabel={t('actions.close')}>
              {t('conflict.message')}
            </Alert>
          ) : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="md">
                <Section title={t('repair.customer')}>
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    <TextInput label={t('fields.name')} value={fields.customer.name} onChange={(event) => edit('customer', { ...fields.customer, name: event.currentTarget.value })} error={errors['customer.name']} />
                    <TextInput label={t('fields.surname')} value={fields.customer.surname} onChange={(event) => edit('customer', { ...fields.customer, surname: event.currentTarget.value })} error={errors['customer.surname']} />
                    <TextInput label={t('fields.phone')} type="tel" value={fields.customer.phone} onChange={(event) => edit('customer', { ...fields.customer, phone: event.currentTarget.value })} error={errors['customer.phone']} />
                    <TextInput label={t('fields.email')} type="email" value={fields.customer.email} onChange={(event) => edit('customer', { ...fields.customer, email: event.currentTarget.value })} error={errors['customer.email']} />
                    <TextInput label={t('fields.address')} value={fields.customer.address} onChange={(event) => edit('customer', { ...fields.customer, address: event.currentTarget.value })} error={errors['customer.address']} />
                    <TextInput label={t('fields.dni')} value={fields.customer.dni} onChange={(event) => edit('customer', { ...fields.customer, dni: event.currentTarget.value })} error={errors['customer.dni']} />
                  </SimpleGrid>
                </Section>
                <Section title={t('repair.bike')}>
                  <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
                    <TextInput label={t('fields.manufacturer')} placeholder={t('fields.genericManufacturer')} value={fields.bike.manufacturer} onChange={(event) => edit('bike', { ...fields.bike, manufacturer: event.currentTarget.value })} error={errors['bike.manufacturer']} />
                    <TextInput label={t('fields.model')} placeholder={t('fields.unknownModel')} value={fields.bike.model} onChange={(event) => edit('bike', { ...fields.bike, model: event.currentTarget.value })} error={errors['bike.model']} />
                    <TextInput label={t('fields.color')} value={fields.bike.color} onChange={(event) => edit('bike', { ...fields.bike, color: event.currentTarget.value })} error={errors['bike.color']} />
                    <NumberInput
                      label={t('fields.year')}
                      min={1900}
                      max={2100}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator={false}
                      value={fields.bike.year ?? ''}
                      onChange={(value) => edit('bike', { ...fields.bike, year: typeof value === 'number' ? value : null })}
                      error={errors['bike.year']}
                    />
                    <NativeSelect label={t('fields.type')} data={bikeTypes} value={knownBikeType(fields.bike.type)} onChange={(event) => edit('bike', { ...fields.bike, type: event.currentTarget.value })} error={errors['bike.type']} />
                  </SimpleGrid>
                </Section>
                <Section title={t('services.title')}>
                  <RepairServices lines={fields.services} onChange={(lines) => edit('services', lines)} currency={currency} mayPrice={mayPrice} error={errors.services} />
                </Section>
                <Section title={t('fields.technicalNotes')}>
                  <Textarea
                    aria-label={t('fields.technicalNotes')}
                    rows={6}
                    resize="vertical"
                    value={fields.technicalNotes}
                    onChange={(event) => edit('technicalNotes', event.currentTarget.value)}
                    error={errors['technicalNotes']}
                  />
                </Section>
                <Section title={t('controlSheets.title')}>
                  <ControlSheets sheets={repair.state.controlSheets} lines={fields.services} onToggle={toggleSheet} disabled={isBusy} />
                </Section>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="md">
                <Section title={t('status.title')} actions={<NotifiedBadge notified={repair.notified} />}>
                  <StatusTimeline key={repair.state.status.length} entries={repair.state.status} onAdd={addStatus} disabled={isBusy} />
                </Section>
                <Section title={t('fields.payment')}>
                  {mayPrice ? (
                    <Select
                      aria-label={t('fields.payment')}
                      data={REPAIR_PAYMENTS.map((payment) => ({ value: payment, label: t(`payments.${payment}`) }))}
                      value={repair.payment}
                      onChange={(value) => value && value !== repair.payment && setPayment(value as RepairPayment)}
                      allowDeselect={false}
                      disabled={isBusy}
                    />
                  ) : (
                    <Stack gap={4} align="flex-start">
                      <PaymentBadge payment={repair.payment} />
                      <Text size="xs" c="dimmed">
                        {t('repair.paymentReadOnly')}
                      </Text>
                    </Stack>
                  )}
                </Section>
                <Section title={t('repair.work')}>
                  <Stack gap="sm">
                    <MultiSelect
                      label={t('fields.mechanics')}
                      data={mechanicOptions}
                      value={fields.mechanics}
                      onChange={(value) => edit('mechanics', value)}
                      searchable
                      nothingFoundMessage={t('intake.noMechanics')}
                      error={errors.mechanics}
                    />
                    <NumberInput
                      label={t('fields.priority')}
                      description={t('fields.priorityHint')}
                      min={0}
                      max={10}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="strict"
                      value={fields.priority}
                      onChange={(value) => edit('priority', typeof value === 'number' ? value : 0)}
                      error={errors.priority}
                    />
                  </Stack>
                </Section>
                <Section title={t('repair.dates')}>
                  <Stack gap="sm">
                    <DateTimeField label={t('fields.entryDate')} value={fields.entryDate} onChange={(value) => edit('entryDate', value)} error={errors.entryDate} />
                    <DateTimeField label={t('fields.deliveryDate')} value={fields.deliveryDate} onChange={(value) => edit('deliveryDate', value)} error={errors.deliveryDate} />
                    <Text size="sm" c="dimmed">
                      {repair.hours === null ? t('repair.noDuration') : t('repair.duration', { count: repair.hours })}
                    </Text>
                  </Stack>
                </Section>
                <Section title={t('booking.title')}>
                  <Stack gap="sm">
                    <DateTimeField label={t('booking.confirmedDate')} value={fields.booking.confirmedDate} onChange={(value) => edit('booking', { ...fields.booking, confirmedDate: value })} error={errors['booking.confirmedDate']} />
                    <DateTimeField label={t('booking.postponedDate')} value={fields.booking.postponedDate} onChange={(value) => edit('booking', { ...fields.booking, postponedDate: value })} error={errors['booking.postponedDate']} />
                    <DateTimeField label={t('booking.finishedDate')} value={fields.booking.finishedDate} onChange={(value) => edit('booking', { ...fields.booking, finishedDate: value })} error={errors['booking.finishedDate']} />
                    <Textarea label={t('booking.observations')} rows={2} resize="vertical" value={fields.booking.observations} onChange={(event) => edit('booking', { ...fields.booking, observations: event.currentTarget.value })} error={errors['booking.observations']} />
                  </Stack>
                </Section>
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </RepairsDatesProvider>

      {isDirty ? (
        <Affix position={{ bottom: 20, right: 20 }}>
          <Card withBorder shadow="lg" radius="md" padding="sm" role="status">
            <Group gap="sm">
              <Text size="sm">{t('repair.unsaved')}</Text>
              <Button variant="default" size="xs" onClick={discard}>
                {t('repair.discard')}
              </Button>
              <Button size="xs" onClick={save} loading={isBusy}>
                {t('repair.save')}
              </Button>
            </Group>
          </Card>
        </Affix>
      ) : null}

      <Modal opened={isDeleteOpen} onClose={deleteDialog.close} title={t('repair.deleteTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('repair.deleteConfirm', { name: customerName })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={deleteDialog.close}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={deleteRepair.isPending}>
              {t('repair.deleteAction')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <WorkOrder repair={repair} workshop={workshop} mechanicNames={mechanicNames} />
    </Page>
  );
}

export function RepairPage({ id }: { id: string }) {
  const { t } = useTranslation('repairs');
  const query = useRepair(id);

  if (query.data) return <RepairEditor repair={query.data.repair} storedVersion={query.data.storedVersion} />;

  return (
    <Page title={t('repair.title')}>
      {query.isError ? (
        <Alert color={query.error instanceof FunctionError && query.error.code === 'not-found' ? 'yellow' : 'red'} role="alert" title={t(query.error instanceof FunctionError && query.error.code === 'not-found' ? 'repair.notFound' : 'repair.loadFailed')}>
          <Group gap="sm" mt="xs">
            <Button component={Link} to={paths.app.repairs.getHref()} variant="default">
              {t('repair.back')}
            </Button>
            {!(query.error instanceof FunctionError && query.error.code === 'not-found') ? (
              <Button variant="light" onClick={() => void query.refetch()}>
                {t('actions.retry')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : (
        <Stack gap="md" role="status" aria-label={t('repair.loading')}>
          <Skeleton height={120} />
          <Skeleton height={220} />
          <Skeleton height={160} />
        </Stack>
      )}
    </Page>
  );
}
