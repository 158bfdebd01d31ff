// docs/product.md §21.2 and §29.5: the repair's money as its customer sees it through the link: the deposits taken
// (each with its day), what is paid and what remains, and the documents issued for it (the invoice and any
// rectifying or replacing one), each downloadable as an A4 PDF in the page's language.
import { formatAmount, formatLongDay, type TPublicRepair, type TPublicRepairDocument, type TPublicRepairMoney } from '@rueda/domain';
import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PublicCallError } from '../../shared/public-call';
import { downloadRepairDocument } from '../download-document';
import { formatLongDate } from '../format';
import { useTexts, type TextKey } from '../texts';

interface RepairInvoiceProps {
  token: string;
  money: TPublicRepairMoney;
  currency: TPublicRepair['estimate']['currency'];
  timeZone: string;
}

function Figure({ label, amount, isStrong = false }: { label: string; amount: string; isStrong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={isStrong ? 600 : undefined}>{label}</Text>
      <Text fw={isStrong ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

function DocumentRow({
  document,
  money,
  isPending,
  onDownload,
}: {
  document: TPublicRepairDocument;
  money: (cents: number) => string;
  isPending: boolean;
  onDownload: () => void;
}) {
  const { t, language } = useTexts();
  const kind = t(`invoice.kinds.${document.kind}` as TextKey);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" component="li">
      <Stack gap={0}>
        <Text fw={600}>{`${kind} ${document.number}`}</Text>
        <Text size="sm" c="dimmed">
          {t('invoice.documentLine', {
            date: formatLongDay(document.issueDay, language, { weekday: false }),
            total: money(document.totalCents),
          })}
        </Text>
      </Stack>
      <Button
        variant="light"
        size="sm"
        loading={isPending}
        onClick={onDownload}
        aria-label={t('invoice.downloadNamed', { document: `${kind} ${document.number}` })}
      >
        {t('invoice.download')}
      </Button>
    </Group>
  );
}

export function RepairInvoice({ token, money, currency, timeZone }: RepairInvoiceProps) {
  const { t, language } = useTexts();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<'failed' | 'tooMany' | null>(null);
  const amount = (cents: number) => formatAmount(cents, currency.code);

  async function download(handle: string) {
    if (pending !== null) return;
    setPending(handle);
    setFailure(null);
    try {
      await downloadRepairDocument({ token, handle, format: 'a4', language });
    } catch (error) {
      setFailure(error instanceof PublicCallError && error.code === 'resource-exhausted' ? 'tooMany' : 'failed');
    } finally {
      setPending(null);
    }
  }

  const remaining =
    money.remainingCents > 0
      ? { label: t('invoice.remaining'), cents: money.remainingCents }
      : money.remainingCents < 0
        ? { label: t('invoice.owed'), cents: -money.remainingCents }
        : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="invoice-title">
      <Title order={2} size="h4" id="invoice-title" mb="sm">
        {t('invoice.title')}
      </Title>
      <Stack gap="xs">
        <Figure label={t('invoice.total')} amount={amount(money.totalCents)} />
        {money.deposits.map((deposit, index) => (
          <Figure
            key={`${deposit.date}-${index}`}
            label={t('invoice.deposit', { date: formatLongDate(deposit.date, language, timeZone) })}
            amount={amount(deposit.amountCents)}
          />
        ))}
        <Figure label={t('invoice.paid')} amount={amount(money.paidCents)} />
        <Divider />
        {remaining ? (
          <Figure label={remaining.label} amount={amount(remaining.cents)} isStrong />
        ) : (
          <Text fw={600} c="teal.8">
            {t('invoice.settled')}
          </Text>
        )}
        {money.documents.length > 0 ? (
          <>
            <Title order={3} size="h6" mt="sm">
              {t('invoice.documents')}
            </Title>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {money.documents.map((document) => (
                <DocumentRow
                  key={document.handle}
                  document={document}
                  money={amount}
                  isPending={pending === document.handle}
                  onDownload={() => void download(document.handle)}
                />
              ))}
            </Stack>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('invoice.noDocuments')}
          </Text>
        )}
        {failure ? (
          <Alert color="red" role="alert">
            {t(failure === 'tooMany' ? 'error.tooMany' : 'invoice.downloadFailed')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
