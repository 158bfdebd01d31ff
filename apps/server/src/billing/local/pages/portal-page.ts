// The billing portal of the local provider (decision 014), /pay/portal/{session}: the subscription and
// its state in words, the default card, the billing address, the invoices, and what the payer may do:
// cancel at the period's end (after a confirmation) or resume before it, change the card, update the
// address. portal.js posts each action as JSON and reloads the page with the outcome named in `done`.
import { CARD_MESSAGES, type TBillingAddress, type TInvoice } from '@rueda/domain';
import { PLANS } from '../../billing.ts';
import type { ProviderCustomerState } from '../../provider.ts';
import { addressFields, alertRegion, cardFields } from './fields.ts';
import { html, httpUrl, type SafeHtml } from './html.ts';
import { page } from './layout.ts';
import { priceOf } from './checkout-page.ts';
import { fill, type PageLanguage } from './texts.ts';

export type PortalOutcome = keyof PageLanguage['t']['portal']['done'];

export interface PortalView {
  sessionId: string;
  returnUrl: string;
  state: ProviderCustomerState;
  invoices: TInvoice[];
  done: PortalOutcome | null;
}

const RUNNING = new Set(['active', 'past_due']);

function intervalOf(planId: string): string {
  return PLANS.find((plan) => plan.id === planId)?.interval ?? 'month';
}

function subscriptionSection(lang: PageLanguage, state: ProviderCustomerState): SafeHtml {
  const { t } = lang;
  const subscription = state.subscription;
  if (!subscription)
    return html`<section class="pay-card">
      <h2>${t.portal.subscription}</h2>
      <p>${t.portal.noSubscription}</p>
    </section>`;
  const running = RUNNING.has(subscription.status);
  const endDate = lang.date(subscription.currentPeriodEnd);
  const action = !running
    ? ''
    : subscription.cancelAtPeriodEnd
      ? html`<button type="button" class="pay-button" id="resume-button">${t.portal.resume}</button>`
      : html`<button type="button" class="pay-button pay-button--danger" id="cancel-button">${t.portal.cancel}</button>`;
  return html`<section class="pay-card" aria-labelledby="subscription-title">
    <h2 id="subscription-title">${t.portal.subscription}</h2>
    <dl class="pay-facts">
      <dt>${t.portal.plan}</dt>
      <dd>${subscription.planName}</dd>
      <dt>${t.portal.amount}</dt>
      <dd>${priceOf(lang, subscription.amount, subscription.currency, intervalOf(subscription.planId))}</dd>
      <dt>${t.portal.status}</dt>
      <dd>
        <span class="pay-pill pay-pill--${subscription.status}">${t.portal.statuses[subscription.status]}</span>${
          running && subscription.cancelAtPeriodEnd
            ? html` <span class="pay-pill pay-pill--canceling">${fill(t.portal.cancelsOn, { date: endDate })}</span>`
            : ''
        }
      </dd>
      <dt>${t.portal.currentPeriod}</dt>
      <dd>${fill(t.portal.period, { start: lang.date(subscription.currentPeriodStart), end: endDate })}</dd>
    </dl>
    ${subscription.status === 'past_due' && subscription.failureReason ? html`<p class="pay-notice pay-notice--error">${fill(t.portal.failureReason, { reason: subscription.failureReason })}</p>` : ''}
    ${alertRegion('subscription-error')}
    <div class="pay-actions">${action}</div>
    ${
      running && !subscription.cancelAtPeriodEnd
        ? html`<dialog id="cancel-dialog" class="pay-dialog" aria-labelledby="cancel-title" aria-describedby="cancel-body">
            <h2 id="cancel-title">${t.portal.cancelTitle}</h2>
            <p id="cancel-body">${fill(t.portal.cancelBody, { date: endDate })}</p>
            <div class="pay-actions">
              <button type="button" class="pay-button pay-button--secondary" id="cancel-keep" autofocus>${t.portal.keep}</button>
              <button type="button" class="pay-button pay-button--danger" id="cancel-confirm">${t.portal.cancelConfirm}</button>
            </div>
          </dialog>`
        : ''
    }
  </section>`;
}

function cardSection(lang: PageLanguage, state: ProviderCustomerState): SafeHtml {
  const { t } = lang;
  const card = state.paymentMethods.find((method) => method.id === state.customer.defaultPaymentMethodId);
  const summary = card
    ? html`<p class="pay-cardline">
        <span class="pay-cardline__brand">${t.portal.brands[card.brand] ?? t.portal.brands.unknown}</span> ·· ${card.last4}
        <span class="pay-muted"
          >${fill(t.portal.cardExpires, { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear % 100).padStart(2, '0') })}</span
        >
      </p>`
    : html`<p>${t.portal.noCard}</p>`;
  return html`<section class="pay-card" aria-labelledby="card-title">
    <h2 id="card-title">${t.portal.paymentMethod}</h2>
    ${summary}
    <button type="button" class="pay-button pay-button--secondary" id="card-open" aria-expanded="false" aria-controls="card-form">
      ${t.portal.changeCard}
    </button>
    <form id="card-form" class="pay-form" method="post" novalidate hidden>
      ${cardFields(lang)} ${alertRegion('card-form-error')}
      <div class="pay-actions">
        <button type="button" class="pay-button pay-button--secondary" data-close="card-form">${t.portal.close}</button>
        <button type="submit" class="pay-button" id="card-save">${t.portal.saveCard}</button>
      </div>
    </form>
  </section>`;
}

function addressLines(address: TBillingAddress, lang: PageLanguage): SafeHtml {
  const lines = [
    address.name,
    address.line1,
    address.line2,
    `${address.postalCode} ${address.city}`,
    lang.t.address.countries[address.country as 'ES'] ?? address.country,
    address.taxId,
  ];
  return html`<address class="pay-address">${lines.filter(Boolean).map((line) => html`${line}<br />`)}</address>`;
}

function addressSection(lang: PageLanguage, state: ProviderCustomerState): SafeHtml {
  const { t } = lang;
  const address = state.customer.billingAddress;
  return html`<section class="pay-card" aria-labelledby="address-title">
    <h2 id="address-title">${t.portal.billingAddress}</h2>
    ${address ? addressLines(address, lang) : html`<p>${t.portal.noAddress}</p>`}
    <button type="button" class="pay-button pay-button--secondary" id="address-open" aria-expanded="false" aria-controls="address-form">
      ${t.portal.changeAddress}
    </button>
    <form id="address-form" class="pay-form" method="post" novalidate hidden>
      ${addressFields(lang, address)} ${alertRegion('address-form-error')}
      <div class="pay-actions">
        <button type="button" class="pay-button pay-button--secondary" data-close="address-form">${t.portal.close}</button>
        <button type="submit" class="pay-button" id="address-save">${t.portal.saveAddress}</button>
      </div>
    </form>
  </section>`;
}

function invoicesSection(lang: PageLanguage, sessionId: string, invoices: TInvoice[]): SafeHtml {
  const { t } = lang;
  if (invoices.length === 0)
    return html`<section class="pay-card">
      <h2>${t.portal.invoices}</h2>
      <p>${t.portal.noInvoices}</p>
    </section>`;
  const base = `/pay/portal/${encodeURIComponent(sessionId)}/invoices/`;
  return html`<section class="pay-card" aria-labelledby="invoices-title">
    <h2 id="invoices-title">${t.portal.invoices}</h2>
    <table class="pay-table">
      <thead>
        <tr>
          <th scope="col">${t.portal.invoiceNumber}</th>
          <th scope="col">${t.portal.invoiceDate}</th>
          <th scope="col" class="pay-num">${t.portal.invoiceAmount}</th>
          <th scope="col"><span class="pay-sr">${t.portal.download}</span></th>
        </tr>
      </thead>
      <tbody>
        ${invoices.map(
          (invoice) =>
            html`<tr>
              <td>${invoice.number}</td>
              <td>${lang.shortDate(new Date(invoice.issuedAt))}</td>
              <td class="pay-num">${lang.amount(invoice.total, invoice.currency)}</td>
              <td>
                <a
                  class="pay-link"
                  href="${base}${encodeURIComponent(invoice.id)}.pdf"
                  aria-label="${fill(t.portal.downloadLabel, { number: invoice.number })}"
                  >${t.portal.download}</a
                >
              </td>
            </tr> `,
        )}
      </tbody>
    </table>
  </section>`;
}

export function portalPage(lang: PageLanguage, view: PortalView): string {
  const { t } = lang;
  const main = html`<main class="pay-portal">
    <div class="pay-portal__head">
      <a class="pay-link pay-back" href="${httpUrl(view.returnUrl)}">← ${t.portal.back}</a>
      <h1>${t.portal.title}</h1>
    </div>
    ${view.done ? html`<p class="pay-notice pay-notice--ok" role="status">${t.portal.done[view.done]}</p>` : ''}
    ${subscriptionSection(lang, view.state)} ${cardSection(lang, view.state)} ${addressSection(lang, view.state)}
    ${invoicesSection(lang, view.sessionId, view.invoices)}
  </main>`;
  return page(lang, {
    title: t.portal.title,
    main,
    styles: ['portal.css'],
    scripts: ['card-form.js', 'portal.js'],
    data: {
      base: `/pay/portal/${encodeURIComponent(view.sessionId)}`,
      language: lang.language,
      cardMessages: CARD_MESSAGES,
      texts: {
        saving: t.portal.saving,
        network: t.network,
        unexpected: t.unexpected,
        required: t.required,
        invalidField: t.invalidField,
        tooMany: t.tooMany,
      },
    },
  });
}
