// docs/product.md §29.6: one day's till as its state allows: not opened (the float asked), open (cash in and out, the
// close), or closed (its Z report, read-only, to print). The day's report shows below whenever there is something in it.
import type { TTillDay } from '@rueda/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { TillClosePanel } from './till-close-panel';
import { TillMoveDialog } from './till-move-dialog';
import { TillOpenForm } from './till-open-form';
import { TillReport } from './till-report';

export interface TillDayProps {
  report: TTillDay;
  /** The day named in the address; null for today. */
  day: string | null;
  isToday: boolean;
}

/** Anything counted in the day: a document, a payment, a cash move. */
function hasMovement(report: TTillDay): boolean {
  return report.documents.count > 0 || report.methods.length > 0 || report.moves.length > 0;
}

function EmptyDay({ isToday }: { isToday: boolean }) {
  const { t } = useTranslation('sales');
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h3">
          {isToday ? t('till.empty.todayTitle') : t('till.empty.pastTitle')}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('till.empty.text')}
        </Text>
      </Stack>
    </Paper>
  );
}

export function TillDay({ report, day, isToday }: TillDayProps) {
  const { t } = useTranslation('sales');
  const [moving, setMoving] = useState<'in' | 'out' | null>(null);
  const [closing, setClosing] = useState(false);
  const moved = hasMovement(report);
  const mayClose = report.state === 'open' || moved;

  if (report.state === 'closed') {
    return (
      <Stack gap="md">
        <Alert color="gray" title={t('till.closed.title')} className="rueda-till-actions">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('till.closed.text', { name: report.closedBy?.name ?? '', when: report.closedAt ? formatDateTime(report.closedAt) : '' })}
            </Text>
            <Button variant="default" onClick={() => window.print()}>
              {t('till.closed.print')}
            </Button>
          </Stack>
        </Alert>
        <TillReport report={report} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {report.state === 'unopened' ? <TillOpenForm day={day} /> : null}
      {/* A day with money that was never opened still closes (its float is nothing): docs/product.md §29.6. */}
      {mayClose && !closing ? (
        <Group gap="sm">
          {report.state === 'open' ? (
            <>
              <Button variant="default" onClick={() => setMoving('in')}>
                {t('till.move.in')}
              </Button>
              <Button variant="default" onClick={() => setMoving('out')}>
                {t('till.move.out')}
              </Button>
            </>
          ) : null}
          <Button color="red" variant="light" onClick={() => setClosing(true)}>
            {t('till.close.start')}
          </Button>
        </Group>
      ) : null}
      {mayClose && closing ? <TillClosePanel day={day} report={report} onCancel={() => setClosing(false)} /> : null}
      {moved || report.state === 'open' ? <TillReport report={report} /> : <EmptyDay isToday={isToday} />}
      <TillMoveDialog day={day} direction={moving} onClose={() => setMoving(null)} />
    </Stack>
  );
}
