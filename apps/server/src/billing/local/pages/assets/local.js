// The local provider's card-confirmation script (decision 014), loaded in place of Stripe.js:
// LocalPay(publishableKey).confirmCardPayment(clientSecret) shows the payer the bank's question in a
// dialog of its own, posts the answer to /pay/confirm, and resolves as Stripe.js does:
// { paymentIntent: { status: 'succeeded' } } or { error: { message } }. The web app
// (apps/web/src/features/subscription/payment-confirmation.ts) and the checkout page both use it.
(function () {
  'use strict';

  const TEXTS = { filledInByTheServer: true };
  // The script's own address names the provider's: /pay/local.js → /pay/confirm, /pay/assets/confirm.css.
  const BASE = new URL('.', (document.currentScript && document.currentScript.src) || new URL('/pay/local.js', location.href));

  const textsOf = () => {
    const language = (document.documentElement.lang || navigator.language || '').toLowerCase();
    return TEXTS[language.startsWith('pt') ? 'pt' : 'es'] || TEXTS.es;
  };

  let stylesheet = null;
  /** The dialog's stylesheet, once; waited for (briefly) so the dialog never shows unstyled. */
  function loadStylesheet() {
    if (!stylesheet) {
      stylesheet = new Promise((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = new URL('assets/confirm.css', BASE).href;
        link.addEventListener('load', resolve);
        link.addEventListener('error', resolve);
        setTimeout(resolve, 2000);
        document.head.appendChild(link);
      });
    }
    return stylesheet;
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  let opened = 0;
  /** Shows the bank's question; resolves with the payer's answer and a way to close the dialog. */
  function askPayer(texts) {
    opened += 1;
    const id = 'localpay-confirm-' + opened;
    const dialog = element('dialog', 'localpay-dialog');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-body');
    const bank = element('div', 'localpay-dialog__bank');
    bank.setAttribute('aria-hidden', 'true');
    const title = element('h2', 'localpay-dialog__title', texts.title);
    title.id = id + '-title';
    const body = element('p', 'localpay-dialog__body', texts.body);
    body.id = id + '-body';
    const status = element('p', 'localpay-dialog__status');
    status.setAttribute('role', 'status');
    const actions = element('div', 'localpay-dialog__actions');
    const reject = element('button', 'localpay-button localpay-button--secondary', texts.reject);
    const approve = element('button', 'localpay-button', texts.approve);
    reject.type = 'button';
    approve.type = 'button';
    actions.append(reject, approve);
    dialog.append(bank, title, body, status, actions);
    document.body.appendChild(dialog);

    return new Promise((resolve) => {
      let answered = false;
      const answer = (approved) => {
        if (answered) return;
        answered = true;
        reject.disabled = true;
        approve.disabled = true;
        dialog.setAttribute('aria-busy', 'true');
        status.textContent = texts.working;
        resolve({
          approved,
          close() {
            if (dialog.open && typeof dialog.close === 'function') dialog.close();
            dialog.remove();
          },
        });
      };
      approve.addEventListener('click', () => answer(true));
      reject.addEventListener('click', () => answer(false));
      // Escape closes a bank's window without passing it: as Stripe.js, that fails the confirmation.
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        answer(false);
      });
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      approve.focus();
    });
  }

  async function postAnswer(clientSecret, approve, texts) {
    let response;
    try {
      response = await fetch(new URL('confirm', BASE).href, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ clientSecret, approve }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      return { error: { type: 'api_connection_error', message: texts.network } };
    }
    let body = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (response.ok && body && body.status === 'succeeded') return { paymentIntent: { status: 'succeeded' } };
    if (response.ok && body && body.status === 'failed') {
      return { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: body.message } };
    }
    if (response.status === 429) return { error: { type: 'rate_limit_error', message: texts.tooMany } };
    return { error: { type: 'invalid_request_error', message: (body && body.error && body.error.message) || texts.unexpected } };
  }

  async function confirmCardPayment(clientSecret) {
    const texts = textsOf();
    if (typeof clientSecret !== 'string' || clientSecret === '') {
      return { error: { type: 'invalid_request_error', message: texts.unexpected } };
    }
    await loadStylesheet();
    const decision = await askPayer(texts);
    try {
      return await postAnswer(clientSecret, decision.approved, texts);
    } finally {
      decision.close();
    }
  }

  window.LocalPay = function LocalPay(publishableKey) {
    return { publishableKey, confirmCardPayment };
  };
})();
