// The billing portal page: cancel at the period's end (after the dialog's confirmation), resume, change
// the card, update the billing address. Each action posts JSON, then the page reloads and names what was done.
(function () {
  'use strict';

  const { attach, setBusy, postJson, pageData } = window.RuedaPayForm;
  const data = pageData();
  const byId = (id) => document.getElementById(id);

  const reloadWith = (done) =>
    location.assign(data.base + '?done=' + encodeURIComponent(done) + '&lang=' + encodeURIComponent(data.language));

  /** Runs one action: the button busy meanwhile; a refusal shown in `ui` (or in `alertId`). */
  async function act(button, path, body, done, ui, alertId) {
    if (button.disabled) return;
    setBusy(button, true, data.texts.saving);
    const show = (message) => (ui ? ui.showAlert(message) : (byId(alertId).textContent = message));
    try {
      const answer = await postJson(data.base + '/' + path, body);
      // Unknown, gone, or ended as its opener no longer manages the subscription: the page says which itself.
      if (answer.status === 403 || answer.status === 404 || answer.status === 410) return location.reload();
      if (answer.ok && answer.body && answer.body.status === 'declined') {
        show(answer.body.message);
        if (answer.body.field && ui) ui.markField(answer.body.field, answer.body.message);
      } else if (answer.ok) {
        return reloadWith(done);
      } else if (ui && answer.status === 400) {
        ui.showRefusal(answer);
      } else {
        show(
          answer.status === 429
            ? data.texts.tooMany
            : (answer.body && answer.body.error && answer.body.error.message) || data.texts.unexpected,
        );
      }
    } catch {
      show(data.texts.network);
    }
    setBusy(button, false);
  }

  // Cancel: the dialog asks first; "keep" or Escape closes it.
  const dialog = byId('cancel-dialog');
  const cancelButton = byId('cancel-button');
  if (cancelButton && dialog) {
    cancelButton.addEventListener('click', () => dialog.showModal());
    byId('cancel-keep').addEventListener('click', () => dialog.close());
    byId('cancel-confirm').addEventListener('click', async (event) => {
      await act(event.currentTarget, 'cancel', {}, 'canceled', null, 'subscription-error');
      if (dialog.open) dialog.close();
    });
  }
  const resumeButton = byId('resume-button');
  if (resumeButton) resumeButton.addEventListener('click', () => act(resumeButton, 'resume', {}, 'resumed', null, 'subscription-error'));

  /** A section's form, opened by its button and closed by its "cancel". */
  function section(formId, openId, path, done, bodyOf) {
    const form = byId(formId);
    const opener = byId(openId);
    const ui = attach(form, data);
    const setOpen = (open) => {
      form.hidden = !open;
      opener.hidden = open;
      opener.setAttribute('aria-expanded', String(open));
      if (open) form.querySelector('input, select').focus();
      else opener.focus();
    };
    opener.addEventListener('click', () => setOpen(true));
    form.querySelector('[data-close]').addEventListener('click', () => {
      ui.clearErrors();
      setOpen(false);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!ui.validate()) return;
      act(form.querySelector('button[type="submit"]'), path, bodyOf(ui), done, ui);
    });
  }

  section('card-form', 'card-open', 'card', 'card', (ui) => ({ card: ui.readCard(), nameOnCard: ui.value('card-name') }));
  section('address-form', 'address-open', 'address', 'address', (ui) => ({ billingAddress: ui.readAddress() }));
})();
