// Dismissing a recommendation asks why (required, up to 300 characters) before anything is sent (docs/product.md §31.1).
import { RECOMMENDATION_TEXT_MAX, type TRecommendation } from '@rueda/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDismissRecommendation } from '../api/dismiss-recommendation';
import { refusalOf, useRefusalMessage } from './refusal-message';

interface DismissDialogProps {
  /** The recommendation being dismissed; null while the dialog is closed. */
  recommendation: TRecommendation | null;
  onClose: () => void;
}

export function DismissDialog({ recommendation, onClose }: DismissDialogProps) {
  const { t } = useTranslation('recommendations');
  return (
    <Modal opened={recommendation !== null} onClose={onClose} title={t('dismiss.title', { title: recommendation?.title ?? '' })} centered>
      {/* A new form per recommendation, so a reason typed for one never stays for the next. */}
      {recommendation ? <DismissForm key={recommendation.id} recommendation={recommendation} onClose={onClose} /> : null}
    </Modal>
  );
}

function DismissForm({ recommendation, onClose }: { recommendation: TRecommendation; onClose: () => void }) {
  const { t } = useTranslation('recommendations');
  const dismiss = useDismissRecommendation();
  const refusalMessage = useRefusalMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') return setError(t('dismiss.reasonRequired'));
    if (trimmed.length > RECOMMENDATION_TEXT_MAX) return setError(t('dismiss.reasonTooLong'));
    dismiss.mutate(
      { id: recommendation.id, reason: trimmed },
      {
        onSuccess: () => {
          notifySuccess(t('dismiss.done'));
          onClose();
        },
        onError: (failure) => {
          notifyError(refusalMessage(failure));
          // Added or dismissed meanwhile: there is nothing left to dismiss.
          if (refusalOf(failure) === 'notOpen') onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('dismiss.reason')}
          description={t('dismiss.reasonHint')}
          required
          rows={3}
          maxLength={RECOMMENDATION_TEXT_MAX}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dismiss.cancel')}
          </Button>
          <Button type="submit" color="red" loading={dismiss.isPending}>
            {t('dismiss.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
