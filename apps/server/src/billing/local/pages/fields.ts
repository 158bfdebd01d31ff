// The card and billing-address fields the checkout and the portal share. Each field has its label, the
// autocomplete token browsers fill it with, and a message slot its input names (aria-describedby);
// card-form.js reads them by these ids.
import type { TBillingAddress } from '@rueda/domain';
import { html, type SafeHtml } from './html.ts';
import type { PageLanguage } from './texts.ts';

/** The countries a billing address may be in: those whose VAT Rueda's invoices know (ES 21 %, PT 23 %). */
export const BILLING_COUNTRIES = ['ES', 'PT'] as const;

interface FieldOptions {
  id: string;
  label: string;
  autocomplete: string;
  value?: string;
  required?: boolean;
  numeric?: boolean;
  maxLength: number;
  placeholder?: string;
  className?: string;
}

function field(options: FieldOptions): SafeHtml {
  const { id, required = true } = options;
  return html`<div class="pay-field ${options.className ?? ''}">
    <label for="${id}">${options.label}</label>
    <input
      id="${id}"
      name="${id}"
      type="text"
      autocomplete="${options.autocomplete}"
      ${options.numeric ? html` inputmode="numeric"` : ''}
      maxlength="${options.maxLength}"
      ${options.placeholder ? html` placeholder="${options.placeholder}"` : ''}
      value="${options.value ?? ''}"
      spellcheck="false"
      aria-describedby="${id}-error"
      ${required ? html` required aria-required="true"` : ''}
    />
    <p class="pay-field__error" id="${id}-error" hidden></p>
  </div>`;
}

export function cardFields({ t }: PageLanguage, nameOnCard = ''): SafeHtml {
  return html`<fieldset class="pay-fieldset">
    <legend>${t.card.section}</legend>
    ${field({ id: 'card-number', label: t.card.number, autocomplete: 'cc-number', numeric: true, maxLength: 23, placeholder: '1234 1234 1234 1234' })}
    <div class="pay-row">
      ${field({ id: 'card-expiry', label: t.card.expiry, autocomplete: 'cc-exp', numeric: true, maxLength: 7, placeholder: 'MM/AA' })}
      ${field({ id: 'card-cvc', label: t.card.cvc, autocomplete: 'cc-csc', numeric: true, maxLength: 4, placeholder: '123' })}
    </div>
    ${field({ id: 'card-name', label: t.card.name, autocomplete: 'cc-name', maxLength: 120, value: nameOnCard })}
    <p class="pay-hint">${t.card.testCards}</p>
  </fieldset>`;
}

export function addressFields({ t }: PageLanguage, address: Partial<TBillingAddress> | null): SafeHtml {
  const a = t.address;
  const country = address?.country ?? 'ES';
  return html`<fieldset class="pay-fieldset">
    <legend>${a.section}</legend>
    ${field({ id: 'address-name', label: a.name, autocomplete: 'organization', maxLength: 120, value: address?.name })}
    ${field({ id: 'address-line1', label: a.line1, autocomplete: 'address-line1', maxLength: 200, value: address?.line1 })}
    ${field({ id: 'address-line2', label: a.line2, autocomplete: 'address-line2', maxLength: 200, value: address?.line2, required: false })}
    <div class="pay-row">
      ${field({ id: 'address-postal-code', label: a.postalCode, autocomplete: 'postal-code', maxLength: 20, value: address?.postalCode })}
      ${field({ id: 'address-city', label: a.city, autocomplete: 'address-level2', maxLength: 100, value: address?.city })}
    </div>
    <div class="pay-row">
      <div class="pay-field">
        <label for="address-country">${a.country}</label>
        <select id="address-country" name="address-country" autocomplete="country" aria-describedby="address-country-error">
          ${BILLING_COUNTRIES.map((code) => html`<option value="${code}" ${code === country ? html` selected` : ''}>${a.countries[code]}</option>`)}
        </select>
        <p class="pay-field__error" id="address-country-error" hidden></p>
      </div>
      ${field({ id: 'address-tax-id', label: a.taxId, autocomplete: 'off', maxLength: 30, value: address?.taxId, required: false })}
    </div>
  </fieldset>`;
}

/** The form-level message slot: announced when it changes. */
export function alertRegion(id = 'form-error'): SafeHtml {
  return html`<div class="pay-alert" id="${id}" role="alert" aria-live="assertive"></div>`;
}
