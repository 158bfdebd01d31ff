// The checkout page: checks the form, posts it as JSON, and follows the provider's answer: paid, to the
// success address; declined, its words; a card that needs its extra confirmation, local.js's dialog,
// then paid or its words and another card.
(function () {
  'use strict';

  const { attach, setBusy, postJson, pageData } = window.RuedaPayForm;
  const data = pageData();
  const form = document.getElementById('checkout-form');
  const button = document.getElementById('pay-button');
  const status = document.getElementById('form-status');
  const ui = attach(form, data);
  let busy = false;

  /** Paid: back to Rueda; true, so the button stays busy while the page goes. */
  function succeeded() {
    status.textContent = data.texts.succeeded;
    location.assign(data.successUrl);
    return true;
  }

  /** The card was refused: its words above the card, and the card's number ready for another. */
  function refused(message, field) {
    ui.showAlert(message);
    if (field) ui.markField(field, message);
    else document.getElementById('card-number').focus();
  }

  async function confirmCard(clientSecret) {
    const result = await window.LocalPay(data.publishableKey).confirmCardPayment(clientSecret);
    if (result.paymentIntent && result.paymentIntent.status === 'succeeded') return succeeded();
    ui.clearCard();
    refused(((result.error && result.error.message) || data.texts.unexpected) + ' ' + data.texts.tryAnother);
    return false;
  }

  async function pay() {
    const answer = await postJson(data.action, {
      card: ui.readCard(),
      nameOnCard: ui.value('card-name'),
      billingAddress: ui.readAddress(),
    });
    // An expired or already paid session: the page says so itself.
    if (answer.status === 404 || answer.status === 410) {
      location.reload();
      return true;
    }
    if (!answer.ok) {
      ui.showRefusal(answer);
      return false;
    }
    const body = answer.body || {};
    if (body.status === 'complete') return succeeded();
    if (body.status === 'declined') refused(body.message, body.field);
    else if (body.status === 'requires_action') return confirmCard(body.clientSecret);
    else ui.showAlert(data.texts.unexpected);
    return false;
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy || !ui.validate()) return;
    busy = true;
    setBusy(button, true, data.texts.paying);
    let leaving = false;
    try {
      leaving = await pay();
    } catch {
      ui.showAlert(data.texts.network);
    }
    if (!leaving) {
      busy = false;
      setBusy(button, false);
    }
  });
})();
