// docs/product.md §20.3 and §20.4: the Notify dialog. The repair's message (its status's unless another is chosen)
// or an alert's, filled in by the server in the customer's language, editable; "Abrir WhatsApp" opens the
// click-to-chat link in a new tab and records the message in the repair's history; "Enviar por WhatsApp" queues the
// approved template for the Cloud API when the server has it and the customer agreed. Loaded when first opened.
import { FunctionError, REPAIR_TEMPLATE_KEYS, waMeLink, type RepairTemplateKey } from '@rueda/domain';
import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePublicConfig } from '@/lib/public-config';
import type { MessageSubject } from '../api/message-subject';
import { usePreparedMessage } from '../api/prepare-message';
import { useSendMessage } from '../api/send-message';

export interface NotifyDialogProps {
  subject: MessageSubject;
  opened: boolean;
  onClose: () => void;
  /** A repair's message to start with; null: the one of its status (an alert has its reason's). */
  initialKey: RepairTemplateKey | null;
}

const FAILURES = ['no-phone', 'invalid-phone', 'not-configured', 'no-template', 'no-consent'] as const;

function failureOf(error: unknown): (typeof FAILURES)[number] | 'other' {
  const reason = error instanceof FunctionError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
  return FAILURES.find((failure) => failure === reason) ?? 'other';
}

export function NotifyDialog({ subject, opened, onClose, initialKey }: NotifyDialogProps) {
  const { t } = useTranslation('messaging');
  const [templateKey, setTemplateKey] = useState<RepairTemplateKey | null>(initialKey);
  // The member's own text, once they change it; the prepared one until then.
  const [edited, setEdited] = useState<string | null>(null);
  const prepared = usePreparedMessage(subject, templateKey, opened);
  const send = useSendMessage();
  // PUBLIC_URL unset or this machine (docs/configuration.md): a link in the text would not open on the customer's phone.
  const onlyHere = usePublicConfig().linksOnlyHere;
  const message = prepared.data;
  const body = edited ?? message?.body ?? '';
  const isBodyEmpty = body.trim() === '';

  function close() {
    setEdited(null);
    setTemplateKey(initialKey);
    send.reset();
    onClose();
  }

  function record(channel: 'link' | 'cloud') {
    if (!message) return;
    send.mutate(
      { subject, templateKey: message.templateKey as RepairTemplateKey, channel, ...(channel === 'link' ? { body } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t(channel === 'link' ? 'notify.opened' : 'notify.queued'));
          close();
        },
        onError: (error) => notifyError(t(`failures.${failureOf(error)}`)),
      },
    );
  }

  function content() {
    if (prepared.isPending) {
      return (
        <Stack gap="sm" role="status" aria-label={t('notify.loading')}>
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      );
    }
    if (prepared.isError || !message) {
      return (
        <LoadError
          title={t('notify.loadFailed')}
          description={t('notify.loadFailedDescription')}
          retryLabel={t('notify.retry')}
          onRetry={() => void prepared.refetch()}
        />
      );
    }
    const waMeUrl = message.to ? waMeLink(message.to, body) : null;
    const isCloudShown = message.cloudUnavailableReason !== 'not-configured';
    return (
      <Stack gap="md">
        {subject.kind === 'alert' ? (
          <Text size="sm" fw={500}>
            {t(`templates.${message.templateKey}`)}
          </Text>
        ) : (
          <Select
            label={t('notify.template')}
            data={REPAIR_TEMPLATE_KEYS.map((key) => ({ value: key, label: t(`templates.${key}`) }))}
            value={message.templateKey}
            allowDeselect={false}
            onChange={(value) => {
              setEdited(null);
              setTemplateKey(value as RepairTemplateKey);
            }}
          />
        )}
        <div>
          <Text size="sm" fw={500}>
            {t('notify.to')}
          </Text>
          <Text size="sm">{message.to ? `${message.customerName} · ${message.to}` : message.customerName}</Text>
          <Text size="xs" c="dimmed">
            {t('notify.language', { language: t(`languages.${message.language}`) })}{' '}
            {message.hasConsent ? t('notify.consent') : t('notify.noConsent')}
          </Text>
        </div>
        {message.phoneProblem ? (
          <Alert color="red" role="alert">
            {t(`phoneProblems.${message.phoneProblem}`, { phone: message.phone })}
          </Alert>
        ) : null}
        {onlyHere && body.includes(`${onlyHere}/`) ? (
          <Alert color="orange" role="alert">
            {t('notify.linkOnlyHere', { address: onlyHere })}
          </Alert>
        ) : null}
        <Textarea
          label={t('notify.message')}
          description={t('notify.messageHint')}
          rows={6}
          value={body}
          error={isBodyEmpty ? t('notify.emptyBody') : undefined}
          onChange={(event) => setEdited(event.currentTarget.value)}
          data-autofocus
        />
        {isCloudShown ? (
          <Text size="xs" c="dimmed">
            {message.cloudUnavailableReason ? t(`cloudReasons.${message.cloudUnavailableReason}`) : t('notify.cloudNote')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('notify.cancel')}
          </Button>
          {isCloudShown ? (
            <Button variant="light" disabled={!message.isCloudAvailable} loading={send.isPending} onClick={() => record('cloud')}>
              {t('notify.send')}
            </Button>
          ) : null}
          {waMeUrl && !isBodyEmpty ? (
            <Button component="a" href={waMeUrl} target="_blank" rel="noopener noreferrer" color="green" onClick={() => record('link')}>
              {t('notify.open')}
            </Button>
          ) : (
            <Button color="green" disabled>
              {t('notify.open')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={t('notify.title')} size="lg" closeButtonProps={{ 'aria-label': t('notify.cancel') }}>
      {content()}
    </Modal>
  );
}
