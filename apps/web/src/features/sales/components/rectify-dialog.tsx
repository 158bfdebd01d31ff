// docs/product.md §29.4: issuing a rectifying document from a document's page. "Anular todo" takes back the whole
// document (its lines' prices with a minus); "Rectificar líneas" takes back what the staff choose of each line, never
// more than the document still charges. Both with a reason, which the rectifying document prints, and a summary of
// what goes back per VAT rate computed as the server will (vatBreakdown); once issued, its page opens.
import type { TSalesDocumentView } from '@rueda/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useRectifyInvoice } from '../api/rectify-invoice';
import { rectifyRefusalOf } from '../rectify-refusals';
import { linesRemaining, partialLinesOf, rectifyingTotalsOf, remainingCentsOf, type LineChoice } from '../rectify-remaining';
import { formatMoney } from '../sales-format';
import { RectifyLinesPicker, isOverLine } from './rectify-lines-picker';
import { RectifyRefusalAlert } from './rectify-refusal-alert';
import { VatBreakdownTable } from './vat-breakdown-table';

export interface RectifyDialogProps {
  document: TSalesDocumentView;
  mode: 'total' | 'partial';
  onClose: () => void;
}

/** Most a reason may say (the function's bound). */
const MAX_REASON_LENGTH = 300;

export function RectifyDialog({ document, mode, onClose }: RectifyDialogProps) {
  const { t } = useTranslation('sales');
  const navigate = useNavigate();
  const rectify = useRectifyInvoice();
  const [reason, setReason] = useState('');
  const [isTried, setIsTried] = useState(false);
  const [choices, setChoices] = useState<(LineChoice | null)[]>(() => document.lines.map(() => null));
  const remaining = useMemo(() => linesRemaining(document), [document]);
  const stillCharged = remainingCentsOf(document);
  const lines = mode === 'total' ? document.lines : partialLinesOf(document.lines, choices);
  const totals = rectifyingTotalsOf(lines);
  const isOverAny = mode === 'partial' && document.lines.some((line, index) => isOverLine(choices[index] ?? null, line, remaining[index]!));
  const isOverAll = -totals.totalCents > stillCharged;
  const linesProblem =
    mode === 'partial' && lines.length === 0
      ? t('rectify.lines.nothingChosen')
      : isOverAll
        ? t('rectify.lines.overRemaining', { total: formatMoney(stillCharged) })
        : null;
  const reasonError = isTried && reason.trim() === '' ? t('rectify.dialog.reasonRequired') : undefined;

  function close() {
    rectify.reset();
    onClose();
  }

  function confirm() {
    setIsTried(true);
    if (reason.trim() === '' || linesProblem !== null || isOverAny) return;
    const input =
      mode === 'total'
        ? { mode, id: document.id, reason: reason.trim() }
        : { mode, id: document.id, reason: reason.trim(), lines: partialLinesOf(document.lines, choices) };
    rectify.mutate(input, { onSuccess: (issued) => void navigate(paths.app.salesDocument.getHref(issued.id)) });
  }

  const number = document.numberText;
  return (
    <Modal
      opened
      onClose={close}
      size={mode === 'partial' ? 'xl' : 'lg'}
      title={t(mode === 'total' ? 'rectify.dialog.totalTitle' : 'rectify.dialog.partialTitle', { number })}
      closeButtonProps={{ 'aria-label': t('rectify.dialog.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {mode === 'total'
            ? t('rectify.dialog.totalSummary', { total: formatMoney(document.totalCents) })
            : t('rectify.dialog.partialSummary', { total: formatMoney(stillCharged) })}
        </Text>
        {mode === 'partial' ? (
          <RectifyLinesPicker
            lines={document.lines}
            remaining={remaining}
            choices={choices}
            onChange={(index, choice) => setChoices((current) => current.map((each, at) => (at === index ? choice : each)))}
          />
        ) : null}
        {lines.length > 0 ? (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('rectify.dialog.backTitle')}
            </Text>
            <VatBreakdownTable breakdown={totals} />
          </Stack>
        ) : null}
        {isTried && linesProblem ? (
          <Text size="sm" c="red" role="alert">
            {linesProblem}
          </Text>
        ) : null}
        <Textarea
          label={t('rectify.dialog.reason')}
          description={t('rectify.dialog.reasonHint')}
          required
          rows={2}
          maxLength={MAX_REASON_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError}
        />
        {rectify.error ? <RectifyRefusalAlert refusal={rectifyRefusalOf(rectify.error)} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('rectify.dialog.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={rectify.isPending}>
            {t('rectify.dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
