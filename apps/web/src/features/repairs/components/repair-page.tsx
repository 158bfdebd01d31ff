// Issue 4 repair page: customer and bike, services with prices and the total, dates, the status
// timeline, payment, mechanics, notes, control sheets, booking dates and priority. Edits are saved
// together with the lastUpdate the page loaded; statuses, payment and checklist ticks save at once.
// A save refused as stale (someone saved in between) reloads the current version and says so.
import { BIKE_TYPES, FunctionError, REPAIR_PAYMENTS, REPAIR_VERSION, type RepairPayment, type RepairStatus, type TControlSheet, type TMechanic, type TRepair } from '@rueda/domain';
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
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/account';
import { usePermission } from '@/features/auth';
import { Page } from '@/features/shell';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { useDeleteRepair } from '../api/delete-repair';
import { useMechanics } from '../api/get-mechanics';
import { useRepair } from '../api/get-repair';
import { isStaleRepairError, useRepairWrite } from '../api/update-repair';
import { useMechanicNames } from '../hooks/use-mechanic-names';
import { useWorkshopCurrency } from '../hooks/use-workshop-currency';
import { changesOf, effectiveEditsOf, fieldsOf, knownBikeType, serverErrorsOf, validateChanges, type RepairEdits, type RepairFields } from '../repair-form';
import { ControlSheets } from './control-sheets';
import { DateTimeField } from './date-time-field';
import { NotifiedBadge, PaymentBadge, StatusBadge } from './repair-badges';
import { customerNameOf } from './repair-card';
import { RepairLoadError } from './repair-load-error';
import { RepairServices } from './repair-services';
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

type EditField = <K extends keyof RepairFields>(key: K, value: RepairFields[K]) => void;

interface SectionProps {
  errors: Record<string, string>;
  onEdit: EditField;
}

const CustomerSection = memo(function CustomerSection({ customer, errors, onEdit }: SectionProps & { customer: RepairFields['customer'] }) {
  const { t } = useTranslation('repairs');
  const set = (patch: Partial<RepairFields['customer']>) => onEdit('customer', { ...customer, ...patch });
  return (
    <Section title={t('repair.customer')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('fields.name')} value={customer.name} onChange={(event) => set({ name: event.currentTarget.value })} error={errors['customer.name']} />
        <TextInput label={t('fields.surname')} value={customer.surname} onChange={(event) => set({ surname: event.currentTarget.value })} error={errors['customer.surname']} />
        <TextInput label={t('fields.phone')} type="tel" value={customer.phone} onChange={(event) => set({ phone: event.currentTarget.value })} error={errors['customer.phone']} />
        <TextInput label={t('fields.email')} type="email" value={customer.email} onChange={(event) => set({ email: event.currentTarget.value })} error={errors['customer.email']} />
        <TextInput label={t('fields.address')} value={customer.address} onChange={(event) => set({ address: event.currentTarget.value })} error={errors['customer.address']} />
        <TextInput label={t('fields.dni')} value={customer.dni} onChange={(event) => set({ dni: event.currentTarget.value })} error={errors['customer.dni']} />
      </SimpleGrid>
    </Section>
  );
});

const BikeSection = memo(function BikeSection({ bike, errors, onEdit }: SectionProps & { bike: RepairFields['bike'] }) {
  const { t } = useTranslation('repairs');
  const set = (patch: Partial<RepairFields['bike']>) => onEdit('bike', { ...bike, ...patch });
  const bikeTypes = BIKE_TYPES.map((type) => ({ value: type, label: t(`bikeTypes.${type}`) }));
  return (
    <Section title={t('repair.bike')}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <TextInput label={t('fields.manufacturer')} placeholder={t('fields.genericManufacturer')} value={bike.manufacturer} onChange={(event) => set({ manufacturer: event.currentTarget.value })} error={errors['bike.manufacturer']} />
        <TextInput label={t('fields.model')} placeholder={t('fields.unknownModel')} value={bike.model} onChange={(event) => set({ model: event.currentTarget.value })} error={errors['bike.model']} />
        <TextInput label={t('fields.color')} value={bike.color} onChange={(event) => set({ color: event.currentTarget.value })} error={errors['bike.color']} />
        <NumberInput
          label={t('fields.year')}
          min={1900}
          max={2100}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          value={bike.year ?? ''}
          onChange={(value) => set({ year: typeof value === 'number' ? value : null })}
          error={errors['bike.year']}
        />
        <NativeSelect label={t('fields.type')} data={bikeTypes} value={knownBikeType(bike.type)} onChange={(event) => set({ type: event.currentTarget.value })} error={errors['bike.type']} />
      </SimpleGrid>
    </Section>
  );
});

const NotesSection = memo(function NotesSection({ notes, error, onEdit }: { notes: string; error?: string; onEdit: EditField }) {
  const { t } = useTranslation('repairs');
  return (
    <Section title={t('fields.technicalNotes')}>
      <Textarea aria-label={t('fields.technicalNotes')} rows={6} resize="vertical" value={notes} onChange={(event) => onEdit('technicalNotes', event.currentTarget.value)} error={error} />
    </Section>
  );
});

const WorkSection = memo(function WorkSection({ mechanics, priority, mechanicList, errors, onEdit }: SectionProps & { mechanics: string[]; priority: number; mechanicList: TMechanic[] | undefined }) {
  const { t } = useTranslation('repairs');
  const options = (mechanicList ?? [])
    .filter((mechanic) => mechanic.active || mechanics.includes(mechanic.id))
    .map((mechanic) => ({ value: mechanic.id, label: mechanic.active ? mechanic.name : t('filters.inactiveMechanic', { name: mechanic.name }) }));
  return (
    <Section title={t('repair.work')}>
      <Stack gap="sm">
        <MultiSelect label={t('fields.mechanics')} data={options} value={mechanics} onChange={(value) => onEdit('mechanics', value)} searchable nothingFoundMessage={t('intake.noMechanics')} error={errors.mechanics} />
        <NumberInput
          label={t('fields.priority')}
          description={t('fields.priorityHint')}
          min={0}
          max={10}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={priority}
          onChange={(value) => onEdit('priority', typeof value === 'number' ? value : 0)}
          error={errors.priority}
        />
      </Stack>
    </Section>
  );
});

const DatesSection = memo(function DatesSection({ entryDate, deliveryDate, hours, errors, onEdit }: SectionProps & { entryDate: string | null; deliveryDate: string | null; hours: number | null }) {
  const { t } = useTranslation('repairs');
  return (
    <Section title={t('repair.dates')}>
      <Stack gap="sm">
        <DateTimeField label={t('fields.entryDate')} value={entryDate} onChange={(value) => onEdit('entryDate', value)} error={errors.entryDate} />
        <DateTimeField label={t('fields.deliveryDate')} value={deliveryDate} onChange={(value) => onEdit('deliveryDate', value)} error={errors.deliveryDate} />
        <Text size="sm" c="dimmed">
          {hours === null ? t('repair.noDuration') : t('repair.duration', { count: hours })}
        </Text>
      </Stack>
    </Section>
  );
});

const BookingSection = memo(function BookingSection({ booking, errors, onEdit }: SectionProps & { booking: RepairFields['booking'] }) {
  const { t } = useTranslation('repairs');
  const set = (patch: Partial<RepairFields['booking']>) => onEdit('booking', { ...booking, ...patch });
  return (
    <Section title={t('booking.title')}>
      <Stack gap="sm">
        <DateTimeField label={t('booking.confirmedDate')} value={booking.confirmedDate} onChange={(value) => set({ confirmedDate: value })} error={errors['booking.confirmedDate']} />
        <DateTimeField label={t('booking.postponedDate')} value={booking.postponedDate} onChange={(value) => set({ postponedDate: value })} error={errors['booking.postponedDate']} />
        <DateTimeField label={t('booking.finishedDate')} value={booking.finishedDate} onChange={(value) => set({ finishedDate: value })} error={errors['booking.finishedDate']} />
        <Textarea label={t('booking.observations')} rows={2} resize="vertical" value={booking.observations} onChange={(event) => set({ observations: event.currentTarget.value })} error={errors['booking.observations']} />
      </Stack>
    </Section>
  );
});

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

  const saved = useMemo(() => fieldsOf(repair), [repair]);
  // Each section gets its own slice; a slice nobody edited keeps its identity, so its section skips
  // rendering while another one is typed in.
  const fields = useMemo<RepairFields>(() => ({ ...saved, ...edits }), [saved, edits]);
  const pending = useMemo(() => effectiveEditsOf(saved, edits), [saved, edits]);
  const isDirty = Object.keys(pending).length > 0;
  const base = editsBase ?? repair.lastUpdate;
  const isBusy = write.isPending;

  const loadedLastUpdate = useRef(repair.lastUpdate);
  useLayoutEffect(() => {
    loadedLastUpdate.current = repair.lastUpdate;
  }, [repair.lastUpdate]);

  const edit: EditField = useCallback((key, value) => {
    setEditsBase((current) => current ?? loadedLastUpdate.current);
    setIsStale(false);
    setEdits((current) => ({ ...current, [key]: value }));
    setErrors((current) => (Object.keys(current).some((error) => error.startsWith(key)) ? Object.fromEntries(Object.entries(current).filter(([error]) => !error.startsWith(key))) : current));
  }, []);

  const onWriteError = useCallback(
    (error: unknown) => {
      if (isStaleRepairError(error)) return;
      const fieldErrors = serverErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      notifyError(t(errorMessageKey(error)));
    },
    [t],
  );

  /** After a save at once (status, payment, a tick), unsaved edits now rest on the version it made. */
  const followOwnSave = useCallback((saved: TRepair) => {
    setEditsBase((current) => (current ? saved.lastUpdate : current));
    setIsStale(false);
  }, []);

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

  const { mutate: writeRepair, mutateAsync: writeRepairAsync } = write;
  const addStatus = useCallback(
    async (status: RepairStatus, observations: string): Promise<boolean> => {
      try {
        const saved = await writeRepairAsync({ kind: 'status', id: repair.id, status, observations, expectedLastUpdate: base });
        followOwnSave(saved);
        notifySuccess(t('status.added', { status: t(`statuses.${status}`) }));
        return true;
      } catch (error) {
        onWriteError(error);
        return false;
      }
    },
    [writeRepairAsync, repair.id, base, followOwnSave, onWriteError, t],
  );

  function setPayment(payment: RepairPayment) {
    write.mutate({ kind: 'payment', id: repair.id, payment, expectedLastUpdate: base }, { onSuccess: followOwnSave, onError: onWriteError });
  }

  const toggleSheet = useCallback(
    (sheet: TControlSheet, items: TControlSheet['items']) => {
      writeRepair(
        { kind: 'update', input: { id: repair.id, expectedLastUpdate: base, changes: { controlSheets: [{ controlSheetId: sheet.controlSheetId, items }] } } },
        { onSuccess: followOwnSave, onError: onWriteError },
      );
    },
    [writeRepair, repair.id, base, followOwnSave, onWriteError],
  );

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
              <CustomerSection customer={fields.customer} errors={errors} onEdit={edit} />
              <BikeSection bike={fields.bike} errors={errors} onEdit={edit} />
              <Section title={t('services.title')}>
                <RepairServices lines={fields.services} onEdit={edit} currency={currency} mayPrice={mayPrice} error={errors.services} />
              </Section>
              <NotesSection notes={fields.technicalNotes} error={errors.technicalNotes} onEdit={edit} />
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
              <WorkSection mechanics={fields.mechanics} priority={fields.priority} mechanicList={mechanics.data} errors={errors} onEdit={edit} />
              <DatesSection entryDate={fields.entryDate} deliveryDate={fields.deliveryDate} hours={repair.hours} errors={errors} onEdit={edit} />
              <BookingSection booking={fields.booking} errors={errors} onEdit={edit} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

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
        <RepairLoadError error={query.error} onRetry={() => void query.refetch()} />
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
