// docs/product.md §29.6: closing the day. The cash is counted (typed, or note by note), the difference against the
// expected cash shows as it is typed, and a confirmation says the close is for good before tillClose records it.
import type { TTillDay } from '@rueda/domain';
import { Alert, Button, Group, Modal, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { translateKey } from '@/lib/i18n';
import { useTillClose } from '../api/till';
import { countedOf, tillRefusalKey, type DenominationCounts } from '../till-cash';
import { formatMoney } from '../sales-format';
import { formatDifference } from './till-drawer';
import { TillDenominations } from './till-denominations';

export interface TillClosePanelProps {
  day: string | null;
  report: TTillDay;
  onCancel: () => void;
}

function Figures({ expectedCents, countedCents }: { expectedCents: number; countedCents: number }) {
  const { t } = useTranslation('sales');
  const difference = countedCents - expectedCents;
  return (
    <Table aria-label={t('till.close.figures')} maw={420}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">{t('till.cash.expected')}</Table.Th>
          <Table.Td ta="right">{formatMoney(expectedCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('till.cash.counted')}</Table.Th>
          <Table.Td ta="right">{formatMoney(countedCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('till.cash.difference')}</Table.Th>
          <Table.Td ta="right" fw={700} c={difference === 0 ? undefined : 'red'}>
            {formatDifference(difference)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

export function TillClosePanel({ day, report, onCancel }: TillClosePanelProps) {
  const { t } = useTranslation('sales');
  const close = useTillClose(day);
  const [mode, setMode] = useState<'amount' | 'notes'>('amount');
  const [typed, setTyped] = useState<number | null>(null);
  const [counts, setCounts] = useState<DenominationCounts>({});
  const [confirming, setConfirming] = useState(false);
  const countedCents = mode === 'notes' ? countedOf(counts) : typed;
  const expectedCents = report.cash.expectedCents;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="till-close-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="till-close-title">
          {t('till.close.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('till.close.text')}
        </Text>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'amount' | 'notes')}
          data={[
            { value: 'amount', label: t('till.close.byAmount') },
            { value: 'notes', label: t('till.close.byNotes') },
          ]}
          aria-label={t('till.close.how')}
          w="fit-content"
        />
        {mode === 'amount' ? (
          <MoneyInput label={t('till.close.counted')} value={typed} onChange={setTyped} currencySymbol="€" w={200} />
        ) : (
          <TillDenominations counts={counts} onChange={setCounts} />
        )}
        {countedCents !== null ? <Figures expectedCents={expectedCents} countedCents={countedCents} /> : null}
        <Group gap="sm">
          <Button color="red" disabled={countedCents === null} onClick={() => setConfirming(true)}>
            {t('till.close.submit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('till.cancel')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming && countedCents !== null}
        onClose={() => setConfirming(false)}
        title={t('till.close.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('till.move.close') }}
      >
        <Stack gap="md">
          <Text>{t('till.close.confirmText')}</Text>
          <Figures expectedCents={expectedCents} countedCents={countedCents ?? 0} />
          {close.isError ? (
            <Alert color="red" role="alert">
              {translateKey(t, tillRefusalKey(close.error))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('till.cancel')}
            </Button>
            <Button color="red" loading={close.isPending} onClick={() => countedCents !== null && close.mutate(countedCents)}>
              {t('till.close.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
