// docs/verifactu.md §9: a Spanish document's VERI*FACTU record on its page: where its sending to the AEAT stands, in
// words; the AEAT's code and words when it refused the record or accepted it with errors, and when it answered; the
// document's anulación if it has one; the huella, to copy; the XML, folded. "Reenviar" corrects and sends again a
// refused record or one accepted with errors (salesVerifactuResend), after a confirmation; "Anular factura", an
// admin's, cancels an invoice issued by mistake with its reason (salesVerifactuCancel), saying why when it is refused.
import {
  FunctionError,
  VERIFACTU_CANCEL_REASON_MAX,
  VERIFACTU_RESENDABLE_STATES,
  type TSalesDocumentView,
  type TVerifactuAnswer,
} from '@rueda/domain';
import { Accordion, Alert, Button, Code, CopyButton, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/features/auth';
import { call } from '@/lib/call';
import { formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { salesKeys } from '../api/query-keys';

export interface VerifactuRecordPanelProps {
  document: Pick<TSalesDocumentView, 'id' | 'kind' | 'numberText' | 'verifactu'>;
}

type RecordView = NonNullable<TSalesDocumentView['verifactu']>;

/** The AEAT's code and words, as it said them. */
function AnswerText({ answer }: { answer: TVerifactuAnswer }) {
  const { t } = useTranslation('sales');
  return (
    <Text size="sm">
      {answer.code === null ? answer.description : t('verifactu.answer', { code: answer.code, description: answer.description ?? '' })}
    </Text>
  );
}

function ResendButton({ document }: VerifactuRecordPanelProps) {
  const { t } = useTranslation('sales');
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const resend = useMutation({
    mutationFn: () => call('salesVerifactuResend', { id: document.id }),
    onSuccess: (view) => {
      queryClient.setQueryData(salesKeys.document(document.id), view);
      void queryClient.invalidateQueries({ queryKey: salesKeys.documents() });
      notifySuccess(t('verifactu.resent'));
      setIsOpen(false);
    },
  });
  const refusal = resend.error instanceof FunctionError && resend.error.code === 'failed-precondition' ? 'stale' : 'failed';
  return (
    <>
      <Button variant="light" onClick={() => setIsOpen(true)}>
        {t('verifactu.resend')}
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} centered title={t('verifactu.confirmTitle', { number: document.numberText })}>
        <Stack gap="md">
          <Text size="sm">{t('verifactu.confirmText')}</Text>
          {resend.isError ? (
            <Alert color="red" role="alert">
              {t(refusal === 'stale' ? 'verifactu.resendStale' : 'verifactu.resendFailed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)}>
              {t('verifactu.cancel')}
            </Button>
            <Button loading={resend.isPending} onClick={() => resend.mutate()}>
              {t('verifactu.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Why the server refused to cancel (details.reason of salesVerifactuCancel), each said in the reader's words. */
const CANCEL_REFUSALS = ['cancelled', 'not-an-invoice', 'refused', 'rectified', 'money-taken'] as const;
type CancelRefusal = (typeof CANCEL_REFUSALS)[number];
function cancelRefusalOf(error: unknown): CancelRefusal | null {
  const reason = error instanceof FunctionError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
  return CANCEL_REFUSALS.find((each) => each === reason) ?? null;
}

function CancelButton({ document }: VerifactuRecordPanelProps) {
  const { t } = useTranslation('sales');
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => call('salesVerifactuCancel', { id: document.id, reason: reason.trim() }),
    onSuccess: (view) => {
      queryClient.setQueryData(salesKeys.document(document.id), view);
      void queryClient.invalidateQueries({ queryKey: salesKeys.documents() });
      notifySuccess(t('verifactu.cancelled'));
      setIsOpen(false);
    },
  });
  const refusal = cancelRefusalOf(cancel.error);
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setIsOpen(true)}>
        {t('verifactu.cancelAction')}
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} centered title={t('verifactu.cancelTitle', { number: document.numberText })}>
        <Stack gap="md">
          <Text size="sm">{t('verifactu.cancelText')}</Text>
          <Textarea
            label={t('verifactu.cancelReason')}
            value={reason}
            maxLength={VERIFACTU_CANCEL_REASON_MAX}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          {cancel.isError ? (
            <Alert color="red" role="alert">
              {refusal ? t(`verifactu.cancelRefusals.${refusal}`) : t('verifactu.cancelFailed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)}>
              {t('verifactu.cancel')}
            </Button>
            <Button color="red" disabled={reason.trim() === ''} loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('verifactu.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Annulment({ annulment }: { annulment: NonNullable<RecordView['annulment']> }) {
  const { t } = useTranslation('sales');
  return (
    <Alert color="gray" title={t('verifactu.annulled')}>
      <Stack gap={4}>
        <Text size="sm">{t('verifactu.annulledReason', { reason: annulment.reason, date: formatDateTime(annulment.at) })}</Text>
        <Text size="sm">{t('verifactu.annulmentState', { state: t(`verifactu.states.${annulment.sendState}`) })}</Text>
        {annulment.sendState === 'refused' && annulment.answer ? <AnswerText answer={annulment.answer} /> : null}
      </Stack>
    </Alert>
  );
}

export function VerifactuRecordPanel({ document }: VerifactuRecordPanelProps) {
  const { t } = useTranslation('sales');
  const mayCharge = usePermission('sales.charge');
  const mayCancel = usePermission('sales.settings');
  const record = document.verifactu;
  if (!record) return null;
  const annulment = record.annulment ?? null;
  const troubled = record.sendState === 'refused' || record.sendState === 'accepted-with-errors';
  const resendable = mayCharge && !annulment && VERIFACTU_RESENDABLE_STATES.includes(record.sendState);
  const cancellable =
    mayCancel && !annulment && record.sendState !== 'refused' && (document.kind === 'simplified' || document.kind === 'full');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="verifactu-record-title" className="no-print">
      <Stack gap="sm">
        <Title order={3} size="h5" id="verifactu-record-title">
          {t('verifactu.title')}
        </Title>
        <Text size="sm">
          {t(`verifactu.states.${record.sendState}`)}
          {record.correction ? ` ${t('verifactu.correction')}` : ''}
        </Text>
        {troubled ? (
          <Alert color={record.sendState === 'refused' ? 'red' : 'yellow'} role="alert">
            <Stack gap={4}>
              {record.answer ? <AnswerText answer={record.answer} /> : null}
              {record.sentAt ? <Text size="sm">{t('verifactu.answeredAt', { date: formatDateTime(record.sentAt) })}</Text> : null}
              <Text size="sm">{t(record.sendState === 'refused' ? 'verifactu.refusedHelp' : 'verifactu.errorsHelp')}</Text>
            </Stack>
          </Alert>
        ) : null}
        {annulment ? <Annulment annulment={annulment} /> : null}
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="sm" fw={500}>
            {t('verifactu.huella')}
          </Text>
          <Code style={{ overflowWrap: 'anywhere' }}>{record.huella}</Code>
          <CopyButton value={record.huella}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? t('verifactu.copied') : t('verifactu.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Accordion variant="contained">
          <Accordion.Item value="xml">
            <Accordion.Control>{t('verifactu.xml')}</Accordion.Control>
            <Accordion.Panel>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {record.xml}
              </Code>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {resendable || cancellable ? (
          <Group>
            {resendable ? <ResendButton document={document} /> : null}
            {cancellable ? <CancelButton document={document} /> : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
