// The import's dialog (docs/product.md §3, CSV import): what the file would add and change, each bad
// row with its line, column and reason, and nothing written until the user confirms. A file that
// cannot be imported at all says why and how to fix it.
import { SPREADSHEET_ROWS_MAX, type TServicesImportOutput } from '@rueda/domain';
import { Alert, Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportStep } from '../hooks/use-spreadsheet-import';
import type { CsvProblem } from '../spreadsheet';

export interface ImportDialogProps {
  state: ImportStep;
  isApplying: boolean;
  onApply: () => void;
  onClose: () => void;
}

function ProblemText({ problem, kindName }: { problem: CsvProblem; kindName: string }) {
  const { t } = useTranslation('catalogue');
  const heading = (column: string) => t(`spreadsheet.columns.${column}`, { defaultValue: column });
  if (problem.problem !== 'columns') {
    return (
      <Text size="sm">{t(`spreadsheet.problems.${problem.problem}`, { ...problem, max: SPREADSHEET_ROWS_MAX.toLocaleString('es') })}</Text>
    );
  }
  return (
    <Stack gap={4}>
      {problem.unknown.length > 0 ? (
        <Text size="sm">{t('spreadsheet.problems.unknownColumns', { kind: kindName, columns: problem.unknown.join(', ') })}</Text>
      ) : null}
      {problem.missing.length > 0 ? (
        <Text size="sm">{t('spreadsheet.problems.missingColumns', { columns: problem.missing.map(heading).join(', ') })}</Text>
      ) : null}
      <Text size="sm">{t('spreadsheet.problems.columnsHint', { kind: kindName })}</Text>
    </Stack>
  );
}

function Preview({ preview }: { preview: TServicesImportOutput }) {
  const { t } = useTranslation('catalogue');
  const { added, changed, unchanged, rejected } = preview;
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-live="polite">
        <Badge color="teal" variant="light" size="lg" tt="none">
          {t('spreadsheet.preview.added', { count: added })}
        </Badge>
        <Badge color="blue" variant="light" size="lg" tt="none">
          {t('spreadsheet.preview.changed', { count: changed })}
        </Badge>
        <Badge color="gray" variant="light" size="lg" tt="none">
          {t('spreadsheet.preview.unchanged', { count: unchanged })}
        </Badge>
      </Group>
      {added + changed === 0 ? <Text size="sm">{t('spreadsheet.preview.nothing')}</Text> : null}
      {rejected.length > 0 ? (
        <Alert color="orange" title={t('spreadsheet.preview.rejected', { count: rejected.length })}>
          <ScrollArea.Autosize mah={240} type="auto">
            <Table striped fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('spreadsheet.preview.line')}</Table.Th>
                  <Table.Th>{t('spreadsheet.preview.column')}</Table.Th>
                  <Table.Th>{t('spreadsheet.preview.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rejected.map(({ row, column, reason }) => (
                  <Table.Tr key={row}>
                    {/* The server counts data rows from 1; the spreadsheet shows the heading as line 1. */}
                    <Table.Td>{row + 1}</Table.Td>
                    <Table.Td>{t(`spreadsheet.columns.${column}`, { defaultValue: column })}</Table.Td>
                    <Table.Td>{t(`spreadsheet.reasons.${reason}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('spreadsheet.preview.nothingWritten')}
      </Text>
    </Stack>
  );
}

export function ImportDialog({ state, isApplying, onApply, onClose }: ImportDialogProps) {
  const { t } = useTranslation('catalogue');
  if (state.step === 'closed') return <Modal opened={false} onClose={onClose} />;
  const kindName = t(`kinds.${state.kind}`);
  const isRefused = state.step === 'refused';
  const canApply = state.step === 'preview' && state.preview.added + state.preview.changed > 0;

  return (
    <Modal
      opened
      onClose={isApplying ? () => undefined : onClose}
      title={isRefused ? t('spreadsheet.preview.cannotTitle') : t('spreadsheet.preview.title', { kind: kindName })}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('spreadsheet.preview.file', { file: state.file })}
        </Text>
        {state.step === 'reading' ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('spreadsheet.preview.reading', { file: state.file })}</Text>
          </Group>
        ) : null}
        {state.step === 'refused' ? (
          <Alert color="red" role="alert">
            <ProblemText problem={state.problem} kindName={kindName} />
          </Alert>
        ) : null}
        {state.step === 'preview' ? <Preview preview={state.preview} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isApplying}>
            {isRefused ? t('actions.close') : t('actions.cancel')}
          </Button>
          {state.step === 'preview' ? (
            <Button onClick={onApply} loading={isApplying} disabled={!canApply}>
              {t('spreadsheet.preview.apply')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
