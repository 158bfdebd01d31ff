// docs/product.md §29.6: the day report as the server answered it, the Z report once the day is closed: the
// workshop, the day, who opened and closed it and when, the money per method, the documents per series and per VAT
// rate, the drawer and its moves. On paper only the report shows, black on white (till-report.css), on A4 or an
// 80 mm roll.
import type { TTillDay } from '@rueda/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/features/account';
import { formatDateTime } from '@/lib/dates';
import { formatLongDay } from '../sales-format';
import { TillDrawerTable, TillMovesTable } from './till-drawer';
import { TillMethodsTable, TillRatesTable, TillSeriesTable } from './till-report-tables';
import './till-report.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} className="rueda-till-section">
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function TillReport({ report }: { report: TTillDay }) {
  const { t } = useTranslation('sales');
  const workshopName = useAccount().data?.workshop?.name ?? '';
  const closed = report.state === 'closed';
  const title = closed ? t('till.report.zTitle') : t('till.report.openTitle');
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={title} className="rueda-till-report">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text fw={600}>{report.issuer?.legalName ?? workshopName}</Text>
          {report.issuer ? <Text size="sm">{report.issuer.taxId}</Text> : null}
          <Text size="sm">{t('till.report.day', { day: formatLongDay(report.day) })}</Text>
          {report.openedAt && report.openedBy ? (
            <Text size="sm">{t('till.report.openedBy', { name: report.openedBy.name, when: formatDateTime(report.openedAt) })}</Text>
          ) : null}
          {report.closedAt && report.closedBy ? (
            <Text size="sm" fw={600}>
              {t('till.report.closedBy', { name: report.closedBy.name, when: formatDateTime(report.closedAt) })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('till.report.provisional')}
            </Text>
          )}
        </Stack>
        <Section id="till-methods" title={t('till.methods.title')}>
          <TillMethodsTable methods={report.methods} />
        </Section>
        <Section id="till-documents" title={t('till.documents.title')}>
          <TillSeriesTable documents={report.documents} />
          <TillRatesTable documents={report.documents} />
        </Section>
        <Section id="till-cash" title={t('till.cash.title')}>
          <TillDrawerTable cash={report.cash} />
        </Section>
        <Section id="till-moves" title={t('till.moves.title')}>
          <TillMovesTable moves={report.moves} />
        </Section>
      </Stack>
    </Paper>
  );
}
