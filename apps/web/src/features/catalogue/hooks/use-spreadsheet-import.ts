// The import of a CSV file (docs/product.md §3): read and checked in the browser, previewed by the
// server (nothing written), then written in one transaction once the user confirms.
import type { ServiceKind, TServicesImportOutput } from '@rueda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useImportServices } from '../api/import-services';
import type { CsvProblem, CsvRead } from '../spreadsheet';

export type ImportStep =
  | { step: 'closed' }
  | { step: 'reading'; kind: ServiceKind; file: string }
  | { step: 'refused'; kind: ServiceKind; file: string; problem: CsvProblem }
  | { step: 'preview'; kind: ServiceKind; file: string; rows: Record<string, string>[]; preview: TServicesImportOutput };

export function useSpreadsheetImport() {
  const { t } = useTranslation('catalogue');
  const [state, setState] = useState<ImportStep>({ step: 'closed' });
  const { mutateAsync, isPending } = useImportServices();

  async function choose(kind: ServiceKind, file: File) {
    const named = { kind, file: file.name };
    setState({ step: 'reading', ...named });
    let read: CsvRead;
    try {
      // The spreadsheet's code (Papa Parse) loads when a file is chosen, not with the screen (decision 041).
      const { readCatalogueCsv } = await import('../spreadsheet');
      read = await readCatalogueCsv(kind, file).catch((): CsvProblem => ({ problem: 'unreadable', line: 1 }));
    } catch (error) {
      setState({ step: 'closed' });
      return notifyError(t(`toasts.${writeFailureOf(error)}`));
    }
    if (!('rows' in read)) return setState({ step: 'refused', ...named, problem: read });
    try {
      const preview = await mutateAsync({ kind, rows: read.rows, apply: false });
      setState({ step: 'preview', ...named, rows: read.rows, preview });
    } catch (error) {
      setState({ step: 'closed' });
      notifyError(t(`toasts.${writeFailureOf(error)}`));
    }
  }

  async function apply() {
    if (state.step !== 'preview') return;
    try {
      const answer = await mutateAsync({ kind: state.kind, rows: state.rows, apply: true });
      setState({ step: 'closed' });
      notifySuccess(t('spreadsheet.preview.applied', { added: answer.added, changed: answer.changed }));
    } catch (error) {
      notifyError(t(`toasts.${writeFailureOf(error)}`));
    }
  }

  return { state, isApplying: isPending && state.step === 'preview', choose, apply, close: () => setState({ step: 'closed' }) };
}
