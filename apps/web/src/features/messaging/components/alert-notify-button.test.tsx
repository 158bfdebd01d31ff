import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { messagingServer, preparedOf } from '@/testing/messaging/server';
import { AlertNotifyButton } from './alert-notify-button';

const ALERT_KEY = 'bikeServiceOverdue:b-1:2025-11-01';

function stopNavigation(event: Event) {
  if ((event.target as Element | null)?.closest?.('a[target="_blank"]')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', stopNavigation, true));
afterEach(() => document.removeEventListener('click', stopNavigation, true));

describe('an alert’s WhatsApp message (docs/product.md §20.3)', () => {
  it('shows the reason’s message, without a choice of message, and records the link opened', async () => {
    const server = messagingServer({
      functions: {
        alertMessagePrepare: () => preparedOf({ templateKey: 'alert.bikeServiceOverdue', body: 'Hola Marta, hace más de un año…' }),
        alertMessageSend: () => ({
          eventId: null,
          outboxId: null,
          handled: { outcome: 'contacted', byId: 'user-1', byName: 'Ana', at: '2026-11-27T10:00:00.000Z' },
        }),
      },
    });
    const { user } = renderComponent(<AlertNotifyButton alertKey={ALERT_KEY} />, { providers: 'app' });
    await user.click(await screen.findByRole('button', { name: 'Escribir por WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificar por WhatsApp' });
    expect(await within(dialog).findByText('Aviso: revisión pendiente')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Mensaje' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Texto' })).toHaveValue('Hola Marta, hace más de un año…');
    expect(server.inputsTo('alertMessagePrepare')).toEqual([{ alertKey: ALERT_KEY }]);
    await user.click(within(dialog).getByRole('link', { name: 'Abrir WhatsApp' }));
    await waitFor(() =>
      expect(server.inputsTo('alertMessageSend')).toEqual([
        { alertKey: ALERT_KEY, channel: 'link', body: 'Hola Marta, hace más de un año…' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
