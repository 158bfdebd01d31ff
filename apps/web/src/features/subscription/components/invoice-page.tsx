import './invoice.css';
import type { TInvoice } from '@rueda/domain';
import { Button, Divider, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useAccount } from '@/features/account';
import { WorkshopLogo } from '@/features/photos';
import { notifyError } from '@/lib/notify';
import { currentLanguage } from '@/lib/i18n';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { formatAmount, formatLongDate } from '../subscription-state';
import { BillingAddress } from './payment-methods';

function InvoiceDocument({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('billing');
  // The workshop's logo over the block it is billed in, as on the PDF (billing/invoice-pdf.ts); the invoice is the
  // caller's workshop's own.
  const logoVersion = useAccount().data?.workshop?.logoVersion;
  const language = currentLanguage();
  const money = (cents: number) => formatAmount(cents, invoice.currency);
  const percent = new Intl.NumberFormat(language === 'pt' ? 'pt-PT' : 'es-ES', { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      className="rueda-invoice"
      component="article"
      aria-label={t('invoice.title', { number: invoice.number })}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          {/* The seller: the installation's operator (docs/configuration.md, OPERATOR_*), not the workshop. */}
          <Stack gap={0} data-testid="invoice-seller">
            <Text fw={700} size="lg">
              {invoice.seller.name}
            </Text>
            <Text size="sm">{invoice.seller.address}</Text>
            <Text size="sm">{t('invoice.taxId', { taxId: invoice.seller.taxId })}</Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Title order={1} size="h3">
              {t('invoice.title', { number: invoice.number })}
            </Title>
            <Text size="sm">{t('invoice.issuedAt', { date: formatLongDate(invoice.issuedAt, language) })}</Text>
          </Stack>
        </Group>
        <SimpleGrid cols={2}>
          <Stack gap={4} data-testid="invoice-customer">
            {logoVersion ? (
              <WorkshopLogo version={logoVersion} alt={invoice.workshop.name} style={{ maxHeight: 64, maxWidth: 200 }} />
            ) : null}
            <Text size="sm" fw={700} tt="uppercase">
              {t('invoice.billedTo')}
            </Text>
            {invoice.billingAddress && invoice.billingAddress.name === invoice.workshop.name ? null : (
              <Text size="sm">{invoice.workshop.name}</Text>
            )}
            {invoice.billingAddress ? (
              <BillingAddress address={invoice.billingAddress} />
            ) : (
              <>
                {invoice.workshop.address ? <Text size="sm">{invoice.workshop.address}</Text> : null}
                {invoice.workshop.taxId ? <Text size="sm">{t('invoice.taxId', { taxId: invoice.workshop.taxId })}</Text> : null}
              </>
            )}
          </Stack>
        </SimpleGrid>
        <Divider />
        <Table aria-label={t('invoice.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoice.concept')}</Table.Th>
              <Table.Th ta="right">{t('invoice.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Text size="sm">{invoice.planName}</Text>
                <Text size="xs" c="dimmed">
                  {t('details.period', {
                    start: formatLongDate(invoice.periodStart, language),
                    end: formatLongDate(invoice.periodEnd, language),
                  })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{money(invoice.net)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td ta="right">{t('invoice.net')}</Table.Td>
              <Table.Td ta="right">{money(invoice.net)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td ta="right">{t('invoice.tax', { rate: percent.format(invoice.taxRate) })}</Table.Td>
              <Table.Td ta="right">{money(invoice.tax)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td ta="right" fw={700}>
                {t('invoice.total')}
              </Table.Td>
              <Table.Td ta="right" fw={700} data-testid="invoice-total">
                {money(invoice.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Stack>
    </Paper>
  );
}

/** The printable page of one invoice (decision 014), and its PDF from the server. */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('billing');
  const invoice = useInvoice(invoiceId);
  const pdf = useDownloadInvoicePdf();
  if (invoice.isPending) return <Loader aria-label={t('invoice.loading')} />;
  if (invoice.isError) {
    return (
      <LoadError
        title={t('invoice.loadFailed.title')}
        description={t('invoice.loadFailed.description')}
        retryLabel={t('invoice.loadFailed.retry')}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" maw={860}>
      <Group justify="flex-end" className="rueda-invoice-actions">
        <Button
          variant="default"
          loading={pdf.isPending}
          onClick={() => pdf.mutate(invoiceId, { onError: () => notifyError(t('invoice.pdfFailed')) })}
        >
          {t('invoice.downloadPdf')}
        </Button>
        <Button onClick={() => window.print()}>{t('invoice.print')}</Button>
      </Group>
      <InvoiceDocument invoice={invoice.data} />
    </Stack>
  );
}
