// The card and billing-address form the checkout and the portal share (fields.ts renders it): the card
// number grouped in fours as it is typed, the expiry as MM/AA, field messages linked to their inputs,
// and the checks the provider makes (packages/domain/src/billing/cards.ts cardProblemOf) made here first
// with the provider's own words, so a mistyped card is pointed at before anything is sent. The server
// decides; test/pay-pages.test.ts keeps these checks equal to the domain's.
(function () {
  'use strict';

  const digitsOf = (value) => String(value).replace(/\D/g, '');

  function isLuhnValid(digits) {
    if (!/^\d{12,19}$/.test(digits)) return false;
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** Each field's problem in the provider's words, as cardProblemOf finds them: {number?, expiry?, cvc?}. */
  function cardProblems(card, now, messages) {
    const problems = {};
    const digits = String(card.number).replace(/[\s-]/g, '');
    if (!isLuhnValid(digits)) problems.number = messages.incorrectNumber;
    const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
    if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) problems.expiry = messages.invalidExpiry;
    else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1))
      problems.expiry = messages.expired;
    const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
    if (!new RegExp('^\\d{' + cvcLength + '}$').test(card.cvc)) problems.cvc = messages.invalidCvc;
    return problems;
  }

  /** The first problem, in cardProblemOf's order, or null. */
  function cardProblem(card, now, messages) {
    const problems = cardProblems(card, now, messages);
    return problems.number || problems.expiry || problems.cvc || null;
  }

  function formatCardNumber(value) {
    return digitsOf(value)
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 ');
  }

  function formatExpiry(value) {
    const digits = digitsOf(value).slice(0, 6);
    return digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  }

  /** "12/34" → {expMonth: 12, expYear: 34}; what cannot be read is 0, which the checks refuse. */
  function parseExpiry(value) {
    const digits = digitsOf(value);
    if (digits.length !== 4 && digits.length !== 6) return { expMonth: 0, expYear: 0 };
    return { expMonth: Number(digits.slice(0, 2)), expYear: Number(digits.slice(2)) };
  }

  /** Where a field named by the server (`card.number`, `billingAddress.city`) is on the page. */
  const INPUT_OF_FIELD = {
    'card.number': 'card-number',
    'card.expMonth': 'card-expiry',
    'card.expYear': 'card-expiry',
    'card.expiry': 'card-expiry',
    'card.cvc': 'card-cvc',
    nameOnCard: 'card-name',
    'billingAddress.name': 'address-name',
    'billingAddress.line1': 'address-line1',
    'billingAddress.line2': 'address-line2',
    'billingAddress.postalCode': 'address-postal-code',
    'billingAddress.city': 'address-city',
    'billingAddress.country': 'address-country',
    'billingAddress.taxId': 'address-tax-id',
  };

  /** Keeps the caret after the same number of digits while the value is regrouped. */
  function reformat(input, format) {
    const before = digitsOf(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
    input.value = format(input.value);
    let position = 0;
    let seen = 0;
    while (position < input.value.length && seen < before) {
      if (/\d/.test(input.value[position])) seen += 1;
      position += 1;
    }
    if (document.activeElement === input) input.setSelectionRange(position, position);
  }

  /** Wires one form: formatting as typed, reading its values, showing its messages. */
  function attach(form, options) {
    const texts = options.texts;
    const field = (id) => form.querySelector('#' + id);
    const alertRegion = form.querySelector('[role="alert"]');

    const number = field('card-number');
    if (number) number.addEventListener('input', () => reformat(number, formatCardNumber));
    const expiry = field('card-expiry');
    if (expiry) expiry.addEventListener('input', () => reformat(expiry, formatExpiry));
    const cvc = field('card-cvc');
    if (cvc) cvc.addEventListener('input', () => (cvc.value = digitsOf(cvc.value).slice(0, 4)));

    function setFieldError(id, message) {
      const input = field(id);
      const slot = form.querySelector('#' + id + '-error');
      if (!input || !slot) return false;
      input.setAttribute('aria-invalid', 'true');
      slot.textContent = message;
      slot.hidden = false;
      return true;
    }

    function clearErrors() {
      form.querySelectorAll('[aria-invalid="true"]').forEach((input) => input.removeAttribute('aria-invalid'));
      form.querySelectorAll('.pay-field__error').forEach((slot) => {
        slot.textContent = '';
        slot.hidden = true;
      });
      if (alertRegion) alertRegion.textContent = '';
    }

    // A field typed again loses its message.
    form.addEventListener('input', (event) => {
      const input = event.target;
      if (!input.id || input.getAttribute('aria-invalid') !== 'true') return;
      input.removeAttribute('aria-invalid');
      const slot = form.querySelector('#' + input.id + '-error');
      if (slot) slot.hidden = true;
    });

    function focusFirstInvalid() {
      const first = form.querySelector('[aria-invalid="true"]');
      if (first) first.focus();
    }

    const value = (id) => (field(id) ? field(id).value.trim() : '');

    function readCard() {
      return { number: value('card-number'), ...parseExpiry(value('card-expiry')), cvc: value('card-cvc') };
    }

    function readAddress() {
      return {
        name: value('address-name'),
        line1: value('address-line1'),
        line2: value('address-line2'),
        postalCode: value('address-postal-code'),
        city: value('address-city'),
        country: value('address-country'),
        taxId: value('address-tax-id'),
      };
    }

    /** Marks every missing or mistyped field; true when none is. */
    function validate() {
      clearErrors();
      let valid = true;
      const refuse = (id, message) => {
        setFieldError(id, message);
        valid = false;
      };
      form.querySelectorAll('[required]').forEach((input) => {
        if (input.value.trim() === '') refuse(input.id, texts.required);
      });
      if (number) {
        const problems = cardProblems(readCard(), new Date(), options.cardMessages);
        if (problems.number && number.value.trim() !== '') refuse('card-number', problems.number);
        if (problems.expiry && expiry.value.trim() !== '') refuse('card-expiry', problems.expiry);
        if (problems.cvc && cvc.value.trim() !== '') refuse('card-cvc', problems.cvc);
      }
      if (!valid) focusFirstInvalid();
      return valid;
    }

    function showAlert(message) {
      if (!alertRegion) return;
      alertRegion.textContent = message;
      alertRegion.scrollIntoView({ block: 'nearest' });
    }

    /** A refusal from the server: its fields marked where they are on the page, its words in the alert. */
    function showRefusal(answer) {
      const error = (answer.body && answer.body.error) || {};
      if (answer.status === 429) return showAlert(texts.tooMany);
      const fields = (error.details && error.details.fields) || [];
      let marked = false;
      fields.forEach((issue) => {
        const id = INPUT_OF_FIELD[issue.field];
        if (id) marked = setFieldError(id, texts.invalidField) || marked;
      });
      if (marked) focusFirstInvalid();
      else showAlert(texts.unexpected);
    }

    function markField(serverField, message) {
      const id = INPUT_OF_FIELD[serverField];
      if (id && setFieldError(id, message)) focusFirstInvalid();
    }

    function clearCard() {
      [number, expiry, cvc].forEach((input) => input && (input.value = ''));
    }

    return { readCard, readAddress, validate, clearErrors, showAlert, showRefusal, markField, clearCard, value };
  }

  /** Marks a button busy (disabled, aria-busy, its label saying so) and back. */
  function setBusy(button, busy, label) {
    if (busy) {
      button.dataset.label = button.textContent;
      button.textContent = label;
    } else if (button.dataset.label) {
      button.textContent = button.dataset.label;
    }
    button.disabled = busy;
    button.setAttribute('aria-busy', String(busy));
  }

  /** POSTs JSON; answers {ok, status, body}, or throws when the network failed. */
  async function postJson(url, body) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    let parsed = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    return { ok: response.ok, status: response.status, body: parsed };
  }

  const pageData = () => JSON.parse(document.getElementById('pay-data').textContent);

  window.RuedaPayForm = { cardProblem, cardProblems, formatCardNumber, formatExpiry, parseExpiry, attach, setBusy, postJson, pageData };
})();
