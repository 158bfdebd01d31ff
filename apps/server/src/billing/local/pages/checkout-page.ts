// The hosted checkout of the local provider (decision 014), /pay/checkout/{session}: what is bought and
// for how much, who pays, the card and the billing address. checkout.js posts it as JSON and follows the
// answer; the card's extra confirmation is local.js's dialog, the same one the web app opens. During the
// trial it says, before anything is typed, that nothing is charged today and when the first charge falls
// (docs/product.md §4 "Subscribing during the trial").
import { CARD_MESSAGES } from '@rueda/domain';
import type { CheckoutDescription } from '../checkout.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../local-provider.ts';
import { addressFields, alertRegion, cardFields } from './fields.ts';
import { html, httpUrl } from './html.ts';
import { page } from './layout.ts';
import { fill, type PageLanguage } from './texts.ts';

/** What an amount is charged per: the plan's interval in words. */
export function priceOf(lang: PageLanguage, amount: number, currency: string, interval: string): string {
  const per = interval === 'year' ? lang.t.intervals.year : lang.t.intervals.month;
  return fill(per, { amount: lang.amount(amount, currency) });
}

export function checkoutPage(lang: PageLanguage, sessionId: string, checkout: CheckoutDescription): string {
  const { t } = lang;
  const amount = lang.amount(checkout.amount, checkout.currency);
  const title = fill(t.checkout.title, { plan: checkout.planName });
  const action = `/pay/checkout/${encodeURIComponent(sessionId)}`;
  const address = { name: checkout.customerName, ...checkout.billingAddress };
  const trialEnd = checkout.trialEnd;
  const main = html`<main class="pay-checkout">
    <section class="pay-summary" aria-labelledby="summary-title">
      <h1 id="summary-title" class="pay-summary__title">${title}</h1>
      <p class="pay-summary__amount">
        ${amount}<span class="pay-summary__per">${checkout.interval === 'year' ? t.per.year : t.per.month}</span>
      </p>
      ${trialEnd ? html`<p class="pay-summary__trial" id="trial-notice">${fill(t.checkout.trialNotice, { amount, date: lang.date(trialEnd) })}</p>` : ''}
    </section>
    <section class="pay-card" aria-label="${t.card.section}">
      <form id="checkout-form" class="pay-form" method="post" action="${action}" novalidate>
        <div class="pay-readonly">
          <span class="pay-readonly__label">${t.checkout.email}</span><span class="pay-readonly__value">${checkout.email}</span>
        </div>
        ${alertRegion()} ${cardFields(lang)} ${addressFields(lang, address)}
        <button type="submit" class="pay-button" id="pay-button">
          ${trialEnd ? t.checkout.subscribe : fill(t.checkout.pay, { amount })}
        </button>
        <p class="pay-status" id="form-status" role="status" aria-live="polite"></p>
        <a class="pay-link" href="${httpUrl(checkout.cancelUrl)}">${t.checkout.cancel}</a>
      </form>
    </section>
  </main>`;
  return page(lang, {
    title,
    main,
    wide: true,
    scripts: ['local.js', 'card-form.js', 'checkout.js'],
    data: {
      action,
      successUrl: httpUrl(checkout.successUrl),
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      cardMessages: CARD_MESSAGES,
      texts: {
        paying: trialEnd ? t.checkout.subscribing : t.checkout.paying,
        succeeded: trialEnd ? t.checkout.subscribed : t.checkout.succeeded,
        tryAnother: t.checkout.tryAnother,
        network: t.network,
        unexpected: t.unexpected,
        required: t.required,
        invalidField: t.invalidField,
        tooMany: t.tooMany,
      },
    },
  });
}
