// The customer's one answer to the estimate (docs/product.md §21.3): the lines with a checkbox each (all marked at
// first), "approve all", "approve what is marked" or "decline", an optional comment and spending limit, then a
// confirmation step before it is sent, since it cannot be changed after. Answering needs JavaScript: without it the
// form says so (docs/decisions/067).
import { formatAmount, REPAIR_LINK_COMMENT_MAX_LENGTH, REPAIR_LINK_MAX_SPENDING_LIMIT_CENTS, type TPublicRepair } from '@rueda/domain';
import { useEffect, useRef, useState } from 'react';
import { Field } from '../../shared/field';
import { useIsHydrated } from '../../shared/use-hydrated';
import { PublicCallError } from '../../shared/public-call';
import { useTexts, type TextKey } from '../texts';
import type { EstimateAnswer } from '../use-public-repair';

/** "49,90", "49.90" or "50" in the currency's unit, as cents; null when empty; undefined when not an amount. */
function centsOf(value: string): number | null | undefined {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const cents = Math.round(Number(text) * 100);
  return cents <= REPAIR_LINK_MAX_SPENDING_LIMIT_CENTS ? cents : undefined;
}

export function EstimateForm({ repair, onRespond }: { repair: TPublicRepair; onRespond: (answer: EstimateAnswer) => Promise<void> }) {
  const { t } = useTexts();
  const isHydrated = useIsHydrated();
  const { lines, totalCents, currency } = repair.estimate;
  const [approved, setApproved] = useState<ReadonlySet<string>>(() => new Set(lines.map((line) => line.id)));
  const [comment, setComment] = useState('');
  const [limit, setLimit] = useState('');
  const [limitError, setLimitError] = useState(false);
  const [review, setReview] = useState<EstimateAnswer | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sendError, setSendError] = useState<TextKey | null>(null);
  const reviewTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (review) reviewTitle.current?.focus();
  }, [review]);

  const approvedCents = lines.filter((line) => approved.has(line.id)).reduce((sum, line) => sum + line.price * line.quantity, 0);
  const isSomeMarked = approved.size > 0 && approved.size < lines.length;

  function toggle(id: string, isChecked: boolean) {
    const next = new Set(approved);
    if (isChecked) next.add(id);
    else next.delete(id);
    setApproved(next);
  }

  function toReview(decision: EstimateAnswer['decision']) {
    const spendingLimitCents = centsOf(limit);
    if (spendingLimitCents === undefined) {
      setLimitError(true);
      return;
    }
    setSendError(null);
    setReview({
      decision,
      shownLines: lines.map(({ id, quantity, price }) => ({ id, quantity, price })),
      ...(decision === 'partial' ? { approvedLineIds: lines.filter((line) => approved.has(line.id)).map((line) => line.id) } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      ...(spendingLimitCents !== null ? { spendingLimitCents } : {}),
    });
  }

  async function send() {
    if (!review) return;
    setIsSending(true);
    try {
      await onRespond(review);
    } catch (error) {
      setSendError(error instanceof PublicCallError && error.code === 'invalid-argument' ? 'confirm.invalid' : 'confirm.failed');
      setIsSending(false);
    }
  }

  if (review) {
    const amount = formatAmount(review.decision === 'approved' ? totalCents : approvedCents, currency.code);
    return (
      <section className="rp-card rp-stack-sm" aria-labelledby="review-title">
        <h3 id="review-title" ref={reviewTitle} tabIndex={-1}>
          {t('confirm.title')}
        </h3>
        <p>
          {review.decision === 'partial'
            ? t('confirm.partial', { count: review.approvedLineIds?.length ?? 0, total: lines.length, amount })
            : t(`confirm.${review.decision}`, { amount })}
        </p>
        {review.comment ? <p className="rp-small">{t('confirm.comment', { comment: review.comment })}</p> : null}
        {review.spendingLimitCents !== undefined && review.spendingLimitCents !== null ? (
          <p className="rp-small">{t('confirm.limit', { amount: formatAmount(review.spendingLimitCents, currency.code) })}</p>
        ) : null}
        <p className="rp-small rp-dimmed">{t('confirm.once')}</p>
        {sendError ? (
          <div className="rp-alert" role="alert">
            {t(sendError)}
          </div>
        ) : null}
        {/* One under the other on a phone: side by side, "Enviar respuesta" was cut on a 390 px screen. */}
        <div className="rp-buttons">
          <button type="button" className="rp-button rp-button-default" onClick={() => setReview(null)} disabled={isSending}>
            {t('confirm.back')}
          </button>
          <button type="button" className="rp-button" onClick={() => void send()} disabled={isSending} aria-busy={isSending || undefined}>
            {t('confirm.send')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <fieldset className="rp-stack rp-fieldset" disabled={!isHydrated}>
      <noscript>
        <p className="rp-alert rp-alert-yellow">{t('estimate.noScript')}</p>
      </noscript>
      {lines.length > 0 ? (
        <>
          <p className="rp-small rp-dimmed">{t('estimate.choose')}</p>
          <div className="rp-stack-sm" role="group" aria-label={t('estimate.lines')}>
            {lines.map((line) => (
              <div key={line.id} className="rp-row">
                <label className="rp-check">
                  <input
                    type="checkbox"
                    checked={approved.has(line.id)}
                    onChange={(event) => toggle(line.id, event.currentTarget.checked)}
                  />
                  <span>{t('estimate.line', { quantity: line.quantity, title: line.title })}</span>
                </label>
                <span className="rp-nowrap">{formatAmount(line.price * line.quantity, currency.code)}</span>
              </div>
            ))}
          </div>
          <div className="rp-row">
            <span className="rp-strong">{t('estimate.total')}</span>
            <span className="rp-strong" data-testid="estimate-total">
              {formatAmount(totalCents, currency.code)}
            </span>
          </div>
          {isSomeMarked ? (
            <p className="rp-small rp-dimmed rp-right">{t('estimate.selected', { amount: formatAmount(approvedCents, currency.code) })}</p>
          ) : null}
        </>
      ) : (
        <p className="rp-dimmed">{t('estimate.empty')}</p>
      )}
      <Field label={t('estimate.comment')}>
        {(control) => (
          <textarea
            {...control}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={REPAIR_LINK_COMMENT_MAX_LENGTH}
            rows={3}
          />
        )}
      </Field>
      <Field label={t('estimate.limit')} description={t('estimate.limitHelp')} error={limitError ? t('estimate.limitInvalid') : undefined}>
        {(control) => (
          <div className="rp-affix">
            <input
              {...control}
              type="text"
              value={limit}
              onChange={(event) => {
                setLimit(event.currentTarget.value);
                setLimitError(false);
              }}
              inputMode="decimal"
            />
            <span aria-hidden="true">{currency.symbol}</span>
          </div>
        )}
      </Field>
      <div className="rp-stack-sm">
        <button type="button" className="rp-button" onClick={() => toReview('approved')}>
          {t('estimate.approveAll')}
        </button>
        {lines.length > 0 ? (
          <button type="button" className="rp-button rp-button-light" disabled={!isSomeMarked} onClick={() => toReview('partial')}>
            {t('estimate.approveSelected')}
          </button>
        ) : null}
        <button type="button" className="rp-button rp-button-danger" onClick={() => toReview('declined')}>
          {t('estimate.decline')}
        </button>
      </div>
    </fieldset>
  );
}
