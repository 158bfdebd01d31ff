// "Recomendar para otra visita": a saved line taken off the repair and kept on its bike as recommended, not done, with
// an optional note of up to 300 characters (docs/product.md §31.1).
import { RECOMMENDATION_TEXT_MAX, type TRepair } from '@rueda/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isStaleWriteError } from '@/lib/write-error';
import { useRecommendLine } from '../api/recommend-line';
import { refusalOf, useRefusalMessage } from './refusal-message';

export interface RecommendLineDialogProps {
  repair: TRepair;
  /** The saved line: its id as repairLinesOf names it (`<kind>:<catalogue id>`) and its title. */
  line: { lineId: string; title: string };
  onClose: () => void;
}

export function RecommendLineDialog({ repair, line, onClose }: RecommendLineDialogProps) {
  const { t } = useTranslation('recommendations');
  const recommend = useRecommendLine();
  const refusalMessage = useRefusalMessage();
  const [note, setNote] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    recommend.mutate(
      { id: repair.id, lineId: line.lineId, note: note.trim(), expectedLastUpdate: repair.lastUpdate },
      {
        onSuccess: () => {
          notifySuccess(t('line.done'));
          onClose();
        },
        onError: (error) => {
          notifyError(refusalMessage(error));
          // Refused for the repair's state (or saved meanwhile, and reloaded): trying again would change nothing. Without
          // a connection the dialog stays, its note with it.
          if (isStaleWriteError(error) || refusalOf(error) !== null) onClose();
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('line.title')} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('line.explanation', { title: line.title })}</Text>
          <Textarea
            label={t('line.note')}
            placeholder={t('line.notePlaceholder')}
            rows={3}
            maxLength={RECOMMENDATION_TEXT_MAX}
            value={note}
            data-autofocus
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('line.cancel')}
            </Button>
            <Button type="submit" loading={recommend.isPending}>
              {t('line.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
