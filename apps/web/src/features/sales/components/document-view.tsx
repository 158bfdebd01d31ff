// docs/product.md §29: everything an issued document says, as it was issued (the issuer as recorded on it, never
// today's settings): its kind and number, the issue day, the issuer, the customer of a full invoice, the lines, the
// VAT per rate and the totals; a Spanish invoice's VERI*FACTU QR code at its top; the document a rectifying or
// replacing one corrects, with its number and day (§29.4).
import type { TSalesDocumentView } from '@rueda/domain';
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, formatLongDay, formatMoney } from '../sales-format';
import { LinesTable } from './lines-table';
import { VatBreakdownTable } from './vat-breakdown-table';
import { VerifactuQr } from './verifactu-qr';

/** "28001 Madrid", without the gaps of a part left empty. */
function placeOf(postalCode: string, town: string): string {
  return [postalCode, town]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

function Party({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function DocumentView({ document }: { document: TSalesDocumentView }) {
  const { t } = useTranslation('sales');
  const { issuer, customer } = document;
  const title = t('document.title', { kind: t(`kinds.${document.kind}`), number: document.numberText });
  return (
    <Paper withBorder radius="md" p="xl" className="rueda-sales-document" component="article" aria-label={title}>
      <Stack gap="lg">
        {/* docs/verifactu.md §4: a Spanish invoice's QR code goes first, at its top, centred. */}
        {document.verifactu ? <VerifactuQr url={document.verifactu.qrUrl} /> : null}
        <Group justify="space-between" align="flex-start">
          <Party label={t('document.issuer')} testId="document-issuer">
            <Text fw={700} size="lg">
              {issuer.legalName}
            </Text>
            <Text size="sm">{t('document.taxId', { taxId: issuer.taxId })}</Text>
            <Text size="sm">{issuer.street}</Text>
            <Text size="sm">{placeOf(issuer.postalCode, issuer.town)}</Text>
            {issuer.province ? <Text size="sm">{issuer.province}</Text> : null}
            <Text size="sm">{t(`regions.${issuer.region}`)}</Text>
          </Party>
          <Stack gap={2} align="flex-end">
            <Title order={1} size="h3">
              {title}
            </Title>
            <Text size="sm">{t('document.issueDay', { date: formatLongDay(document.issueDay) })}</Text>
            {document.corrects ? (
              <Text size="sm" data-testid="document-corrects">
                {t(document.kind === 'replacing' ? 'rectify.printed.replaces' : 'rectify.printed.corrects', {
                  kind: t(`kinds.${document.corrects.kind}`),
                  number: document.corrects.numberText,
                  date: formatLongDay(document.corrects.issueDay),
                })}
              </Text>
            ) : null}
            {document.reason ? <Text size="sm">{t('document.reason', { reason: document.reason })}</Text> : null}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {customer ? (
            <Party label={t('document.customer')} testId="document-customer">
              <Text size="sm" fw={600}>
                {customer.name}
              </Text>
              <Text size="sm">{t('document.taxId', { taxId: customer.taxId })}</Text>
              <Text size="sm">{customer.street}</Text>
              {placeOf(customer.postalCode, customer.town) ? <Text size="sm">{placeOf(customer.postalCode, customer.town)}</Text> : null}
              {customer.country !== issuer.country ? <Text size="sm">{countryName(customer.country)}</Text> : null}
            </Party>
          ) : (
            <Text size="sm" c="dimmed">
              {t('document.noCustomer')}
            </Text>
          )}
        </SimpleGrid>
        <Divider />
        <LinesTable lines={document.lines} label={t('document.lines')} />
        <Stack gap="xs">
          <Text fw={600}>{t('breakdown.title')}</Text>
          <VatBreakdownTable breakdown={{ ...document, perRate: document.breakdown }} />
        </Stack>
        <Group justify="flex-end">
          <Stack gap={4} miw={260}>
            <Group justify="space-between">
              <Text size="sm">{t('document.base')}</Text>
              <Text size="sm">{formatMoney(document.baseCents)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('document.tax')}</Text>
              <Text size="sm">{formatMoney(document.taxCents)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>{t('document.total')}</Text>
              <Text fw={700} data-testid="document-total">
                {formatMoney(document.totalCents)}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
