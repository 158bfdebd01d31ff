import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure } from '@/testing/fake-server';
import { renderComponent } from '@/testing/render';
import { i18n } from '@/lib/i18n';
import { primePublicConfig } from '@/lib/public-config';
import { messagingServer, preparedOf, REPAIR_ID } from '@/testing/messaging/server';
import { NotifyButton, type NotifyButtonProps } from './notify-button';

const finished = { id: REPAIR_ID, status: 'finished', state: { status: [{}, {}] } } as const;

/** The repair page after its member adds the status finished to a repair in progress. */
function StatusChange() {
  const [repair, setRepair] = useState<NotifyButtonProps['repair']>({ id: REPAIR_ID, status: 'inProgress', state: { status: [{}] } });
  return (
    <>
      <button type="button" onClick={() => setRepair(finished)}>
        finish
      </button>
      <NotifyButton repair={repair} />
    </>
  );
}

/** Keeps the click-to-chat link from navigating the test's window; React's handlers still run. */
function stopNavigation(event: Event) {
  if ((event.target as Element | null)?.closest?.('a[target="_blank"]')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', stopNavigation, true));
afterEach(() => document.removeEventListener('click', stopNavigation, true));

async function openDialog() {
  const view = renderComponent(<NotifyButton repair={finished} />, { providers: 'app' });
  await view.user.click(await screen.findByRole('button', { name: 'Notificar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notificar por WhatsApp' });
  return { ...view, dialog };
}

describe('the Notify dialog (docs/product.md §20.3)', () => {
  it('shows the status’s message for the customer’s number, editable, and opens WhatsApp with the edited text', async () => {
    const server = messagingServer();
    const { user, dialog } = await openDialog();
    const text = await within(dialog).findByRole('textbox', { name: 'Texto' });
    expect(text).toHaveValue(preparedOf().body);
    expect(within(dialog).getByText('Marta Iglesias · +34600111222')).toBeInTheDocument();
    expect(within(dialog).getByText(/Ha aceptado recibir mensajes por WhatsApp/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Mensaje' })).toHaveValue('Lista para recoger');
    // Without the Cloud API the link is the only channel.
    expect(within(dialog).queryByRole('button', { name: 'Enviar por WhatsApp' })).not.toBeInTheDocument();

    await user.clear(text);
    await user.type(text, 'Hola Marta, ya puedes pasar');
    const open = within(dialog).getByRole('link', { name: 'Abrir WhatsApp' });
    expect(open).toHaveAttribute('href', `https://wa.me/34600111222?text=${encodeURIComponent('Hola Marta, ya puedes pasar')}`);
    expect(open).toHaveAttribute('target', '_blank');
    await user.click(open);
    await waitFor(() =>
      expect(server.inputsTo('repairMessageSend')).toEqual([
        { repairId: REPAIR_ID, templateKey: 'status.finished', channel: 'link', body: 'Hola Marta, ya puedes pasar' },
      ]),
    );
    expect(await screen.findByText(/Chat abierto en WhatsApp/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('warns before sending a link that opens only on the server’s machine (PUBLIC_URL unset), not otherwise', async () => {
    const withLink = 'Hola Marta, mira tu presupuesto: http://localhost:8080/r/abc123';
    messagingServer({ prepared: () => preparedOf({ body: withLink }) });
    primePublicConfig({ tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null, linksOnlyHere: 'http://localhost:8080' });
    const { dialog, user } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El enlace de este mensaje (http://localhost:8080) solo se abre en el ordenador donde funciona Rueda: en el móvil del cliente no se abrirá.',
    );
    // The warning goes with the link: a text without it needs none.
    const text = within(dialog).getByRole('textbox', { name: 'Texto' });
    await user.clear(text);
    await user.type(text, 'Hola Marta, ya puedes pasar');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing of the link when it opens elsewhere too', async () => {
    messagingServer({ prepared: () => preparedOf({ body: 'Hola Marta: http://192.168.1.20:8080/r/abc123' }) });
    primePublicConfig({ tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null, linksOnlyHere: null });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('textbox', { name: 'Texto' })).toHaveValue('Hola Marta: http://192.168.1.20:8080/r/abc123');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prepares another message when one is chosen, and with the keyboard', async () => {
    const server = messagingServer({
      prepared: (key) => preparedOf({ templateKey: (key ?? 'status.finished') as 'estimate', body: `texto de ${key}` }),
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('combobox', { name: 'Mensaje' }));
    await user.click(await screen.findByRole('option', { name: 'Presupuesto listo' }));
    expect(await within(dialog).findByDisplayValue('texto de estimate')).toBeInTheDocument();
    expect(server.inputsTo('repairMessagePrepare')).toEqual([{ repairId: REPAIR_ID }, { repairId: REPAIR_ID, templateKey: 'estimate' }]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why a customer cannot be written to, and offers nothing to open', async () => {
    messagingServer({ prepared: () => preparedOf({ to: null, phoneProblem: 'invalid-phone', phone: '100 200 300' }) });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El teléfono del cliente (100 200 300) no es un número válido.');
    expect(within(dialog).queryByRole('link', { name: 'Abrir WhatsApp' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abrir WhatsApp' })).toBeDisabled();
  });

  it('sends through the Cloud API when the customer agreed, and says why not otherwise', async () => {
    const server = messagingServer({
      isCloudConfigured: true,
      prepared: () => preparedOf({ isCloudAvailable: true, cloudUnavailableReason: null }),
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Enviar por WhatsApp' }));
    await waitFor(() =>
      expect(server.inputsTo('repairMessageSend')).toEqual([{ repairId: REPAIR_ID, templateKey: 'status.finished', channel: 'cloud' }]),
    );
    expect(await screen.findByText(/Mensaje enviado a WhatsApp/)).toBeInTheDocument();
  });

  it('explains a refusal and keeps the dialog open', async () => {
    messagingServer({
      isCloudConfigured: true,
      prepared: () => preparedOf({ hasConsent: false, isCloudAvailable: false, cloudUnavailableReason: 'no-consent' }),
      functions: { repairMessageSend: () => failure('failed-precondition', { details: { reason: 'no-consent' } }) },
    });
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText(/el cliente tiene que haber aceptado mensajes/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enviar por WhatsApp' })).toBeDisabled();
    await user.click(within(dialog).getByRole('link', { name: 'Abrir WhatsApp' }));
    expect(await screen.findByText('El cliente no ha aceptado mensajes por WhatsApp.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers a retry when the message could not be prepared', async () => {
    let isDown = true;
    messagingServer({ functions: { repairMessagePrepare: () => (isDown ? new Response('down', { status: 500 }) : preparedOf()) } });
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se ha podido preparar el mensaje.');
    isDown = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Texto' })).toHaveValue(preparedOf().body);
  });

  it('opens by itself after a status change the settings propose, in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    const server = messagingServer({
      settings: { country: 'ES', proposeOnStatus: ['finished'], cloudTemplates: {}, cloudLanguages: { es: 'es_ES', pt: 'pt_PT' } },
    });
    const { user } = renderComponent(<StatusChange />, { providers: 'app' });
    await screen.findByRole('button', { name: 'Notificar' });
    await waitFor(() => expect(server.inputsTo('messagingSettingsGet')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificar por WhatsApp' });
    expect(await within(dialog).findByRole('combobox', { name: 'Mensagem' })).toHaveValue('Pronta a levantar');
    expect(server.inputsTo('repairMessagePrepare')).toEqual([{ repairId: REPAIR_ID, templateKey: 'status.finished' }]);
  });
});
