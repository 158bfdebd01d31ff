// The repair page (docs/product.md §2): customer and bike, services with prices and the total, dates, the status
// timeline, payment, mechanics, notes, control sheets, booking dates and priority. Edits are saved
// together with the lastUpdate the page loaded; statuses, payment and checklist ticks save at once.
// A save refused as stale (someone saved in between) reloads the current version and says so.
import { REPAIR_VERSION, type RepairStatus, type TControlSheet, type TRepair } from '@rueda/domain';
import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaleNotice } from '@/components/stale-notice';
import { paths } from '@/config/paths';
import { useAccount, useWorkshopCurrency } from '@/features/account';
import { ReadOnlyArea } from '@/components/read-only-area';
import { usePermission } from '@/features/auth';
import { NotifyButton } from '@/features/messaging';
import { RepairPhotos } from '@/features/photos';
import { RepairLinkPanel } from '@/features/repair-link';
import { Page } from '@/features/shell';
import { RepairSuspensionServices } from '@/features/suspensions';
import { formatDateTime } from '@/lib/dates';
import { LazyPart } from '@/components/lazy-part';
import { lazyNamed } from '@/lib/lazy-named';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { useMechanics } from '../../api/get-mechanics';
import { useRepair } from '../../api/use-repair';
import { isStaleRepairError, useRepairWrite } from '../../api/update-repair';
import { useMechanicNames } from '../../hooks/use-mechanic-names';
import {
  changesOf,
  effectiveEditsOf,
  fieldsOf,
  serverErrorsOf,
  validateChanges,
  type RepairEdits,
  type RepairFields,
} from '../../repair-form';
import { ControlSheets } from '../control-sheets';
import { NotifiedBadge, PaymentBadge, StatusBadge } from '../repair-badges';
import { useConnectionStatus } from '@/features/connection';
import { useBikeLabel } from '@/lib/bike-label';
import { customerNameOf } from '../../repair-names';
import { RepairLoadError } from '../repair-load-error';
import { WorkOrder } from '../work-order';
import { BikeSection } from './bike-section';
import { BookingSection } from './booking-section';
import { CustomerSection } from './customer-section';
import { DatesSection } from './dates-section';
import { DeleteRepairDialog } from './delete-repair-dialog';
import { DeliveryOrderDialog, isDeliveryBeforeEntry } from './delivery-order-dialog';
import { NotesSection } from './notes-section';
import { PaymentSection } from './payment-section';
import { errorMessageKey } from './save-error';
import { Section, type EditField } from './section';
import { ServicesSection } from './services-section';
import { UnsavedChangesBar } from './unsaved-changes-bar';
import { StatusSection } from './status-section';
import { useChargeWrites } from './use-charge-writes';
import { WorkSection } from './work-section';

// Only a repair booked online has a booking contact: its notice's code loads with such a repair (decision 058).
const BookingContactNotice = lazyNamed(() => import('./booking-contact-notice'), 'BookingContactNotice');
// docs/product.md §29.5: the repair's money is the sales feature's, which reads repairs itself: loaded lazily, no circle.
const RepairMoneyPanel = lazyNamed(() => import('@/features/sales'), 'RepairMoneyPanel');

interface RepairEditorProps {
  repair: TRepair;
  storedVersion: number;
}

function RepairEditor({ repair, storedVersion }: RepairEditorProps) {
  const { t } = useTranslation('repairs');
  const currency = useWorkshopCurrency();
  const workshop = useAccount().data?.workshop ?? null;
  const mechanics = useMechanics();
  const mechanicNames = useMechanicNames();
  const mayPrice = usePermission('repairs.pricing');
  const mayDelete = usePermission('repairs.delete');
  // docs/product.md §29.4: those who charge open the repair's charge screen.
  const mayCharge = usePermission('sales.charge');
  // docs/product.md §32.2: a chain's administrator reading the workshop sees the repair and changes nothing.
  const mayEdit = usePermission('repairs.edit');
  const mayNotify = usePermission('customers.notify');
  const { t: tApp } = useTranslation();
  const [edits, setEdits] = useState<RepairEdits>({});
  // The version the edits were made on: a save sends it, so a newer version by someone else is refused.
  const [editsBase, setEditsBase] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isStale, setIsStale] = useState(false);
  const [isDeleteOpen, deleteDialog] = useDisclosure(false);

  const bikeLabel = useBikeLabel();
  const write = useRepairWrite({
    subject: [bikeLabel(repair.bike), customerNameOf(repair.customer)].filter(Boolean).join(' · '),
    onStale: () => {
      setEdits({});
      setEditsBase(null);
      setErrors({});
      setIsStale(true);
      notifyWarning(t('conflict.message'));
    },
  });

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
    setErrors((current) =>
      Object.keys(current).some((error) => error.startsWith(key))
        ? Object.fromEntries(Object.entries(current).filter(([error]) => !error.startsWith(key)))
        : current,
    );
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

  // A delivery before the entry is asked about before it is saved (delivery-order-dialog.tsx).
  const [orderQuestion, setOrderQuestion] = useState<{ entryDate: string; deliveryDate: string } | null>(null);
  function save() {
    if (!isDirty || isBusy) return;
    const datesEdited = pending.entryDate !== undefined || pending.deliveryDate !== undefined;
    if (datesEdited && isDeliveryBeforeEntry(fields.entryDate, fields.deliveryDate)) {
      setOrderQuestion({ entryDate: fields.entryDate!, deliveryDate: fields.deliveryDate! });
      return;
    }
    saveEdits();
  }

  function saveEdits() {
    setOrderQuestion(null);
    const input = { id: repair.id, expectedLastUpdate: base, changes: changesOf(repair, pending, mayPrice) };
    const validation = validateChanges(input);
    setErrors(validation);
    if (Object.keys(validation).length > 0) return;
    write.mutate(
      { kind: 'update', input },
      {
        onSuccess: ({ isQueued }) => {
          setEdits({});
          setEditsBase(null);
          setIsStale(false);
          notifySuccess(t(isQueued ? 'repair.keptOnDevice' : 'repair.saved'));
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
        const { repair: saved, isQueued } = await writeRepairAsync({
          kind: 'status',
          id: repair.id,
          status,
          observations,
          expectedLastUpdate: base,
        });
        followOwnSave(saved);
        notifySuccess(t(isQueued ? 'status.addedOnDevice' : 'status.added', { status: t(`statuses.${status}`) }));
        return true;
      } catch (error) {
        onWriteError(error);
        return false;
      }
    },
    [writeRepairAsync, repair.id, base, followOwnSave, onWriteError, t],
  );

  const { setPayment, includeLine } = useChargeWrites({ repair, currency, base, write, followOwnSave, onWriteError });

  const toggleSheet = useCallback(
    (sheet: TControlSheet, items: TControlSheet['items']) => {
      writeRepair(
        {
          kind: 'update',
          input: { id: repair.id, expectedLastUpdate: base, changes: { controlSheets: [{ controlSheetId: sheet.controlSheetId, items }] } },
        },
        { onSuccess: ({ repair: saved }) => followOwnSave(saved), onError: onWriteError },
      );
    },
    [writeRepair, repair.id, base, followOwnSave, onWriteError],
  );

  useHotkeys([['mod+S', save]], []);

  const customerName = customerNameOf(repair.customer) || t('card.noCustomer');

  return (
    <Page
      title={t('repair.titleOf', { name: customerName })}
      description={t('repair.lastUpdate', { date: formatDateTime(repair.lastUpdate) })}
      actions={
        <Group gap="sm">
          {mayNotify ? <NotifyButton repair={repair} /> : null}
          <Button variant="default" onClick={() => window.print()}>
            {t('repair.print')}
          </Button>
          {/* docs/product.md §12.4: the bike's tag, printed in one click (its page opens the print dialog). */}
          <Button component="a" href={paths.app.repairTag.getPrintHref(repair.id)} target="_blank" variant="default">
            {t('tag.printButton')}
          </Button>
          {mayCharge ? (
            <Button component={Link} to={paths.app.salesNew.getHref(repair.id)} variant="default">
              {tApp('sales.chargeRepair')}
            </Button>
          ) : null}
          {mayDelete ? (
            <Button variant="light" color="red" onClick={deleteDialog.open}>
              {t('repair.delete')}
            </Button>
          ) : null}
          {mayEdit ? (
            <Button onClick={save} disabled={!isDirty} loading={isBusy && isDirty}>
              {t('repair.save')}
            </Button>
          ) : null}
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
        {isStale ? <StaleNotice namespace="repairs" onClose={() => setIsStale(false)} /> : null}
        <ReadOnlyArea readOnly={!mayEdit}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="md">
                {repair.form.additionalData.onlineBooking === true ? (
                  <LazyPart>
                    <BookingContactNotice repair={repair} disabled={isDirty || isBusy} />
                  </LazyPart>
                ) : null}
                <CustomerSection customer={fields.customer} errors={errors} onEdit={edit} />
                <BikeSection bike={fields.bike} errors={errors} onEdit={edit} />
                <ServicesSection
                  repair={repair}
                  lines={fields.services}
                  onEdit={edit}
                  currency={currency}
                  mayPrice={mayPrice}
                  error={errors.services}
                  onInclude={includeLine}
                  isDirty={isDirty}
                  isBusy={isBusy}
                />
                <RepairSuspensionServices repair={repair} />
                <NotesSection notes={fields.technicalNotes} error={errors.technicalNotes} onEdit={edit} />
                <RepairPhotos repairId={repair.id} />
                <Section title={t('controlSheets.title')}>
                  <ControlSheets sheets={repair.state.controlSheets} lines={fields.services} onToggle={toggleSheet} disabled={isBusy} />
                </Section>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="md">
                <StatusSection repair={repair} onAdd={addStatus} disabled={isBusy} />
                <RepairLinkPanel repairId={repair.id} />
                <PaymentSection payment={repair.payment} mayChange={mayPrice} disabled={isBusy} onChange={setPayment} />
                {mayCharge ? (
                  <LazyPart>
                    <RepairMoneyPanel repairId={repair.id} />
                  </LazyPart>
                ) : null}
                <WorkSection
                  repairId={repair.id}
                  mechanics={fields.mechanics}
                  priority={fields.priority}
                  mechanicList={mechanics.data}
                  errors={errors}
                  onEdit={edit}
                />
                <DatesSection entryDate={fields.entryDate} deliveryDate={fields.deliveryDate} errors={errors} onEdit={edit} />
                <BookingSection booking={fields.booking} isRequested={repair.status === 'notReviewed'} errors={errors} onEdit={edit} />
              </Stack>
            </Grid.Col>
          </Grid>
        </ReadOnlyArea>
      </Stack>

      {isDirty ? <UnsavedChangesBar isSaving={isBusy} onSave={save} onDiscard={discard} /> : null}

      <DeliveryOrderDialog dates={orderQuestion} onSave={saveEdits} onClose={() => setOrderQuestion(null)} />

      <DeleteRepairDialog repairId={repair.id} customerName={customerName} opened={isDeleteOpen} onClose={deleteDialog.close} />

      <WorkOrder repair={repair} workshop={workshop} mechanicNames={mechanicNames} />
    </Page>
  );
}

export function RepairPage({ id }: { id: string }) {
  const { t } = useTranslation('repairs');
  const query = useRepair(id);
  const isOffline = useConnectionStatus() === 'offline';

  if (query.data) return <RepairEditor repair={query.data.repair} storedVersion={query.data.storedVersion} />;

  return (
    <Page title={t('repair.title')}>
      {query.isError ? (
        <RepairLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : isOffline ? (
        // docs/product.md §30.2: a repair not opened on this device in the last days is not kept on it.
        <Alert color="yellow" role="status">
          {t('repair.notOnDevice')}
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
