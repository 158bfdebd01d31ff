// The customer's repair link page (docs/product.md §21, decision 052): phone first, no sign-in. Loading, a link that
// is not valid (with no word of why), a failure with a retry, or the repair with its estimate to answer once and,
// once it has any, its money and documents to download (docs/product.md §29.5). Rendered on the server with the
// state it read, and hydrated with it (docs/decisions/067).
import type { TPublicRepair } from '@rueda/domain';
import { useEffect } from 'react';
import { LoadFailure } from '../../shared/load-failure';
import { PageHeader } from '../../shared/page-header';
import { useTexts } from '../texts';
import { usePublicRepair, type EstimateAnswer, type PublicRepairState } from '../use-public-repair';
import { EstimateAnswer as EstimateAnswerView } from './estimate-answer';
import { EstimateForm } from './estimate-form';
import { RepairInvoice } from './repair-invoice';
import { RepairOverview } from './repair-overview';

function Estimate({
  repair,
  hasJustAnswered,
  hasEstimateChanged,
  onRespond,
}: {
  repair: TPublicRepair;
  hasJustAnswered: boolean;
  hasEstimateChanged: boolean;
  onRespond: (answer: EstimateAnswer) => Promise<void>;
}) {
  const { t } = useTexts();
  return (
    <section className="rp-card rp-stack-sm" aria-labelledby="estimate-title">
      <h2 id="estimate-title">{t('estimate.title')}</h2>
      {hasEstimateChanged && !repair.response ? (
        <div className="rp-alert rp-alert-yellow" role="alert">
          {t('confirm.changed')}
        </div>
      ) : null}
      {repair.response ? (
        <EstimateAnswerView
          response={repair.response}
          currency={repair.estimate.currency}
          timeZone={repair.timeZone}
          hasJustAnswered={hasJustAnswered}
        />
      ) : (
        // A new estimate starts a new form: every line marked again.
        <EstimateForm
          key={repair.estimate.lines.map((line) => `${line.id}:${line.quantity}:${line.price}`).join('|')}
          repair={repair}
          onRespond={onRespond}
        />
      )}
    </section>
  );
}

/** The page's title: the workshop's name once the repair is read. */
export function repairLinkTitle(state: PublicRepairState, pageTitle: string): string {
  return state.kind === 'ready' ? `${pageTitle} · ${state.repair.workshop.name}` : pageTitle;
}

export function RepairLinkApp({
  token,
  initial,
  logoUrl = null,
}: {
  token: string;
  /** The state the server rendered the page with: the page starts from it and reads nothing. */
  initial?: PublicRepairState;
  logoUrl?: string | null;
}) {
  const { t, language, setLanguage } = useTexts();
  const { state, retry, respond } = usePublicRepair(token, initial);

  useEffect(() => {
    document.title = repairLinkTitle(state, t('pageTitle'));
  }, [state, t]);

  let body;
  if (state.kind === 'loading') body = <div className="rp-loader" role="status" aria-label={t('loading')} />;
  else if (state.kind === 'invalid')
    body = (
      <div className="rp-alert rp-alert-yellow">
        <p className="rp-alert-title">{t('invalid.title')}</p>
        <p>{t('invalid.text')}</p>
      </div>
    );
  else if (state.kind === 'error')
    body = (
      <LoadFailure
        title={t('error.title')}
        text={state.isTooMany ? t('error.tooMany') : t('error.text')}
        retryLabel={t('error.retry')}
        onRetry={retry}
      />
    );
  else {
    const { repair } = state;
    body = (
      <div className="rp-stack">
        <p className="rp-large">
          {repair.customer.firstName ? t('greeting', { name: repair.customer.firstName }) : t('greetingAnonymous')}
        </p>
        <RepairOverview repair={repair} />
        <Estimate
          repair={repair}
          hasJustAnswered={state.hasJustAnswered}
          hasEstimateChanged={state.hasEstimateChanged ?? false}
          onRespond={respond}
        />
        {repair.money ? (
          <RepairInvoice token={token} money={repair.money} currency={repair.estimate.currency} timeZone={repair.timeZone} />
        ) : null}
      </div>
    );
  }

  const isReady = state.kind === 'ready';
  return (
    <div className="rp-page rp-stack">
      <PageHeader
        title={isReady ? state.repair.workshop.name : t('pageTitle')}
        logoUrl={isReady ? logoUrl : null}
        switchLabel={t('language')}
        language={language}
        onLanguage={setLanguage}
      />
      <main>{body}</main>
    </div>
  );
}
