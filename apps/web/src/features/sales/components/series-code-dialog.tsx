// docs/product.md §29.8: an admin enters the validation code the AT gave a series when it was communicated (eight or
// more capital letters and digits, checked as typed with the domain's rule). A series that already numbered documents
// with its code keeps it: the server refuses the change, said here in words.
import { checkSeriesValidationCode, FunctionError, type TSalesSeries } from '@rueda/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssuesOf } from '@/lib/call';
import { translateKey } from '@/lib/i18n';
import { writeFailureOf } from '@/lib/write-error';
import { useUpdateSeries } from '../api/update-series';
import { WRITE_FAILURE_KEYS } from '../refusals';

/** The locale key (sales namespace) of the server's refusal. */
export function seriesRefusalKey(error: unknown): string {
  if (error instanceof FunctionError) {
    if ((error.details as { reason?: unknown } | undefined)?.reason === 'series-in-use') return 'series.at.inUse';
    if (fieldIssuesOf(error).some(({ field }) => field === 'validationCode')) return 'series.at.format';
  }
  return WRITE_FAILURE_KEYS[writeFailureOf(error)];
}

/** The code as typed, upper-cased and trimmed, when it has the AT's form; else null. */
function validCode(typed: string): string | null {
  try {
    return checkSeriesValidationCode(typed.toUpperCase());
  } catch {
    return null;
  }
}

export interface SeriesCodeDialogProps {
  /** The series whose code is entered; null while the dialog is closed. */
  series: TSalesSeries | null;
  onClose: () => void;
}

export function SeriesCodeDialog({ series, onClose }: SeriesCodeDialogProps) {
  const { t } = useTranslation('sales');
  const update = useUpdateSeries();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setTyped('');
    setTried(false);
    update.reset();
    onClose();
  };
  const code = validCode(typed);
  return (
    <Modal
      opened={series !== null}
      onClose={close}
      title={t('series.at.dialogTitle', { code: series?.code ?? '' })}
      closeButtonProps={{ 'aria-label': t('series.at.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (series === null || code === null) return;
          update.mutate({ id: series.id, validationCode: code }, { onSuccess: close });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('series.at.explain')}</Text>
          <TextInput
            label={t('series.at.input')}
            description={t('series.at.hint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value.toUpperCase())}
            error={tried && code === null ? t('series.at.format') : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            data-autofocus
          />
          {update.isError ? (
            <Alert color="red" role="alert">
              {translateKey(t, seriesRefusalKey(update.error))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('series.at.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('series.at.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
