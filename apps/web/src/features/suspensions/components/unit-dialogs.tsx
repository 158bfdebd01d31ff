// The small writes on a unit: the hours the customer reports, sending it to a service centre and its return.
import type { TSuspensionUnit } from '@rueda/domain';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { isStaleSuspensionError, useSuspensionWrite } from '../api/suspensions';
import { dayOf, isoOfDay, todayInput } from './dates';

export type UnitDialog = 'hours' | 'sendOut' | 'back';

export function UnitDialogs({ unit, dialog, onClose }: { unit: TSuspensionUnit; dialog: UnitDialog | null; onClose: () => void }) {
  const { t } = useTranslation('suspensions');
  const update = useSuspensionWrite('suspensionsUpdate');
  const sendOut = useSuspensionWrite('suspensionsSendOut');
  const back = useSuspensionWrite('suspensionsReturn');
  const [hours, setHours] = useState<number | null>(unit.reportedHours);
  const [reportedOn, setReportedOn] = useState(todayInput());
  const [centre, setCentre] = useState(unit.sentOut?.centre ?? '');
  const [sentOn, setSentOn] = useState(todayInput());
  const [backOn, setBackOn] = useState(todayInput());
  const [error, setError] = useState<string | null>(null);

  const options = {
    onSuccess: () => {
      notifySuccess(t('form.saved'));
      onClose();
    },
    onError: (failure: unknown) => notifyError(t(isStaleSuspensionError(failure) ? 'errors.stale' : `errors.${writeFailureOf(failure)}`)),
  };
  const busy = update.isPending || sendOut.isPending || back.isPending;

  const submit = () => {
    setError(null);
    if (dialog === 'hours') {
      update.mutate(
        {
          id: unit.id,
          expectedLastUpdate: unit.lastUpdate,
          changes: { reportedHours: hours, reportedAt: hours === null ? null : isoOfDay(reportedOn) },
        },
        options,
      );
    } else if (dialog === 'sendOut') {
      if (centre.trim() === '') return setError(t('sentOut.centreRequired'));
      sendOut.mutate({ id: unit.id, centre, sentAt: isoOfDay(sentOn) }, options);
    } else if (dialog === 'back') {
      if (unit.sentOut && backOn < dayOf(unit.sentOut.sentAt)) return setError(t('sentOut.backBeforeSent'));
      back.mutate({ id: unit.id, backAt: isoOfDay(backOn) }, options);
    }
  };

  return (
    <Modal opened={dialog !== null} onClose={onClose} title={dialog ? t(`dialogs.${dialog}`) : ''}>
      <Stack gap="sm">
        {dialog === 'hours' ? (
          <>
            <NumberInput
              label={t('hours.label')}
              description={t('hours.help')}
              min={0}
              max={100000}
              value={hours ?? ''}
              onChange={(value) => setHours(typeof value === 'number' ? value : null)}
              data-autofocus
            />
            <TextInput
              type="date"
              label={t('hours.date')}
              value={reportedOn}
              onChange={(event) => setReportedOn(event.currentTarget.value)}
            />
          </>
        ) : null}
        {dialog === 'sendOut' ? (
          <>
            <TextInput
              label={t('sentOut.centre')}
              value={centre}
              onChange={(event) => setCentre(event.currentTarget.value)}
              maxLength={120}
              error={error}
              data-autofocus
            />
            <TextInput type="date" label={t('sentOut.sentAt')} value={sentOn} onChange={(event) => setSentOn(event.currentTarget.value)} />
          </>
        ) : null}
        {dialog === 'back' ? (
          <TextInput
            type="date"
            label={t('sentOut.backAt')}
            value={backOn}
            onChange={(event) => setBackOn(event.currentTarget.value)}
            error={error}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
