// The customer's answer once given (docs/product.md §21.3): thanks, when it was given, each line approved or declined,
// the comment and the spending limit.
import { formatAmount, type TPublicRepair, type TRepairLinkResponse } from '@rueda/domain';
import { useEffect, useRef } from 'react';
import { formatLongDateTime } from '../format';
import { useTexts } from '../texts';

export function EstimateAnswer({
  response,
  currency,
  timeZone,
  hasJustAnswered,
}: {
  response: TRepairLinkResponse;
  currency: TPublicRepair['estimate']['currency'];
  /** The workshop's: when the answer was given is told on its clock. */
  timeZone: string;
  hasJustAnswered: boolean;
}) {
  const { t, language } = useTexts();
  const thanks = useRef<HTMLDivElement>(null);
  const approved = new Set(response.approvedLineIds);
  // The answer just sent: focus the thanks, so a screen reader says it and the keyboard starts from there.
  useEffect(() => {
    if (hasJustAnswered) thanks.current?.focus();
  }, [hasJustAnswered]);
  return (
    <div className="rp-stack-sm">
      {hasJustAnswered ? (
        <div className="rp-alert rp-alert-teal" role="status" ref={thanks} tabIndex={-1}>
          {t('answered.thanks')}
        </div>
      ) : null}
      <h3>{t('answered.title')}</h3>
      <div className="rp-row rp-wrap" style={{ justifyContent: 'flex-start', alignItems: 'center' }}>
        <span className={`rp-badge rp-badge-${response.decision}`}>{t(`answered.${response.decision}`)}</span>
        <span className="rp-small rp-dimmed">
          {t('answered.at', { date: formatLongDateTime(response.answeredAt, language, timeZone) })}
        </span>
      </div>
      {response.lines.length > 0 ? (
        <ul className="rp-list" style={{ gap: 4 }}>
          {response.lines.map((line) => (
            <li key={line.id}>
              <span className={approved.has(line.id) ? undefined : 'rp-struck'}>
                {t('estimate.line', { quantity: line.quantity, title: line.title })} ·{' '}
                {formatAmount(line.price * line.quantity, currency.code)}
              </span>{' '}
              <span className={`rp-small ${approved.has(line.id) ? 'rp-ok' : 'rp-bad'}`}>
                {t(approved.has(line.id) ? 'answered.approvedLine' : 'answered.declinedLine')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {response.comment ? <p className="rp-small">{t('answered.comment', { comment: response.comment })}</p> : null}
      {response.spendingLimitCents !== null ? (
        <p className="rp-small">{t('answered.limit', { amount: formatAmount(response.spendingLimitCents, currency.code) })}</p>
      ) : null}
    </div>
  );
}
