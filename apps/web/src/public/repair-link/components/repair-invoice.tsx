// docs/product.md §21.2 and §29.5: the repair's money as its customer sees it through the link: the deposits taken
// (each with its day), what is paid and what remains, and the documents issued for it (the invoice and any
// rectifying or replacing one), each downloadable as an A4 PDF in the page's language.
import { formatAmount, formatLongDay, type TPublicRepair, type TPublicRepairDocument, type TPublicRepairMoney } from '@rueda/domain';
import { useState } from 'react';
import { PublicCallError } from '../../shared/public-call';
import { useIsHydrated } from '../../shared/use-hydrated';
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
    <div className={`rp-row${isStrong ? ' rp-strong' : ''}`}>
      <span>{label}</span>
      <span className="rp-nowrap">{amount}</span>
    </div>
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
  // Rendered on the server, the button shows before the page's code runs: a tap then would do nothing (decision 067).
  const isHydrated = useIsHydrated();
  const kind = t(`invoice.kinds.${document.kind}` as TextKey);
  return (
    <li className="rp-row rp-wrap" style={{ alignItems: 'center' }}>
      <div>
        <p className="rp-strong">{`${kind} ${document.number}`}</p>
        <p className="rp-small rp-dimmed">
          {t('invoice.documentLine', {
            date: formatLongDay(document.issueDay, language, { weekday: false }),
            total: money(document.totalCents),
          })}
        </p>
      </div>
      <button
        type="button"
        className="rp-button rp-button-light rp-button-small"
        disabled={isPending || !isHydrated}
        aria-busy={isPending || undefined}
        onClick={onDownload}
        aria-label={t('invoice.downloadNamed', { document: `${kind} ${document.number}` })}
      >
        {t('invoice.download')}
      </button>
    </li>
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
    <section className="rp-card rp-stack-sm" aria-labelledby="invoice-title">
      <h2 id="invoice-title">{t('invoice.title')}</h2>
      <Figure label={t('invoice.total')} amount={amount(money.totalCents)} />
      {money.deposits.map((deposit, index) => (
        <Figure
          key={`${deposit.date}-${index}`}
          label={t('invoice.deposit', { date: formatLongDate(deposit.date, language, timeZone) })}
          amount={amount(deposit.amountCents)}
        />
      ))}
      <Figure label={t('invoice.paid')} amount={amount(money.paidCents)} />
      <hr className="rp-rule" />
      {remaining ? (
        <Figure label={remaining.label} amount={amount(remaining.cents)} isStrong />
      ) : (
        <p className="rp-strong rp-ok">{t('invoice.settled')}</p>
      )}
      {money.documents.length > 0 ? (
        <>
          <h3>{t('invoice.documents')}</h3>
          <ul className="rp-list">
            {money.documents.map((document) => (
              <DocumentRow
                key={document.handle}
                document={document}
                money={amount}
                isPending={pending === document.handle}
                onDownload={() => void download(document.handle)}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="rp-small rp-dimmed">{t('invoice.noDocuments')}</p>
      )}
      {failure ? (
        <div className="rp-alert" role="alert">
          {t(failure === 'tooMany' ? 'error.tooMany' : 'invoice.downloadFailed')}
        </div>
      ) : null}
    </section>
  );
}
