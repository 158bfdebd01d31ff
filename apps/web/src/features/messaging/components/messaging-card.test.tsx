import { DEFAULT_MESSAGING_SETTINGS, defaultTemplate } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderComponent } from '@/testing/render';
import { messagingServer } from '@/testing/messaging/server';
import { MessagingCard } from './lazy-messaging-card';

async function renderCard() {
  const view = renderComponent(<MessagingCard />, { providers: 'app' });
  const card = await screen.findByRole('region', { name: 'Mensajes de WhatsApp' });
  await within(card).findByRole('textbox', { name: 'Texto' });
  return { ...view, card };
}

describe('the profile’s WhatsApp messages (docs/product.md §20.1)', () => {
  it('edits a message with its placeholders, refusing an unknown one, and restores the default', async () => {
    const server = messagingServer();
    const { user, card } = await renderCard();
    const text = within(card).getByRole<HTMLTextAreaElement>('textbox', { name: 'Texto' });
    expect(text).toHaveValue(defaultTemplate('status.confirmed', 'es'));
    expect(within(card).getByText('Predeterminado')).toBeInTheDocument();

    await user.clear(text);
    await user.type(text, 'Hola {{{{nombre}}, confirmado.');
    await user.click(within(card).getByRole('button', { name: 'Guardar texto' }));
    expect(
      await within(card).findByText(
        '{{nombre}} no es un marcador de este mensaje. Puedes usar {{name}}, {{bike}}, {{total}}, {{hours}}, {{link}}, {{workshop}}.',
      ),
    ).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(server.inputsTo('messageTemplatesUpdate')).toEqual([]);

    await user.clear(text);
    await user.type(text, 'Hola , confirmado.');
    // The placeholder's button writes it where the cursor is.
    text.setSelectionRange(5, 5);
    await user.click(within(card).getByRole('button', { name: /nombre del cliente/ }));
    expect(text).toHaveValue('Hola {{name}}, confirmado.');
    await user.click(within(card).getByRole('button', { name: 'Guardar texto' }));
    expect(await within(card).findByText('Personalizado')).toBeInTheDocument();
    expect(server.inputsTo('messageTemplatesUpdate')).toEqual([
      { key: 'status.confirmed', language: 'es', body: 'Hola {{name}}, confirmado.' },
    ]);

    await user.click(within(card).getByRole('button', { name: 'Restaurar el predeterminado' }));
    expect(await within(card).findByText('Predeterminado')).toBeInTheDocument();
    expect(text).toHaveValue(defaultTemplate('status.confirmed', 'es'));
    expect(server.inputsTo('messageTemplatesUpdate').at(-1)).toEqual({ key: 'status.confirmed', language: 'es', body: null });
  });

  it('shows each message in both languages, and a bike’s alert with the placeholders it knows', async () => {
    messagingServer();
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('radio', { name: 'portugués' }));
    expect(within(card).getByRole('textbox', { name: 'Texto' })).toHaveValue(defaultTemplate('status.confirmed', 'pt'));
    await user.click(within(card).getByRole('combobox', { name: 'Mensaje' }));
    await user.click(await screen.findByRole('option', { name: 'Aviso: mantenimiento de suspensión' }));
    expect(within(card).getByRole('textbox', { name: 'Texto' })).toHaveValue(defaultTemplate('alert.suspensionDue', 'pt'));
    expect(within(card).queryByRole('button', { name: /enlace de la reparación/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /horario de recogida/ })).toBeInTheDocument();
  });

  it('saves the country and the status changes that propose their message', async () => {
    const server = messagingServer();
    const { user, card } = await renderCard();
    expect(within(card).getByText(/No configurada en este servidor/)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: /Plantilla aprobada/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('combobox', { name: 'País de los teléfonos sin prefijo' }));
    await user.click(await screen.findByRole('option', { name: 'Portugal' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Lista para recoger' }));
    await user.click(within(card).getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() =>
      expect(server.inputsTo('messagingSettingsUpdate')).toEqual([
        { ...DEFAULT_MESSAGING_SETTINGS, country: 'PT', proposeOnStatus: ['finished'] },
      ]),
    );
    expect(await screen.findByText('Ajustes guardados.')).toBeInTheDocument();
  });

  it('takes the Cloud API’s template names, refusing one Meta would not have, on its field', async () => {
    const server = messagingServer({ isCloudConfigured: true });
    const { user, card } = await renderCard();
    const name = within(card).getByRole('textbox', { name: 'Plantilla aprobada: Lista para recoger' });
    expect(
      within(card).getByText(
        'Parámetros en orden: {{1}} nombre del cliente, {{2}} bici, {{3}} total, {{4}} horario de recogida, {{5}} nombre del taller',
      ),
    ).toBeInTheDocument();
    await user.type(name, 'Bici Lista');
    await user.click(within(card).getByRole('button', { name: 'Guardar ajustes' }));
    expect(await within(card).findByText('Solo minúsculas, números y _ (el nombre de la plantilla aprobada).')).toBeInTheDocument();
    expect(server.inputsTo('messagingSettingsUpdate')).toEqual([]);
    await user.clear(name);
    await user.type(name, 'bike_ready');
    await user.click(within(card).getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() =>
      expect(server.inputsTo('messagingSettingsUpdate')).toEqual([
        { ...DEFAULT_MESSAGING_SETTINGS, cloudTemplates: { 'status.finished': 'bike_ready' } },
      ]),
    );
  });

  it('offers a retry when the messages did not load, in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    let isDown = true;
    messagingServer({
      functions: {
        messageTemplatesGet: () =>
          isDown
            ? new Response('down', { status: 500 })
            : { templates: [], settings: DEFAULT_MESSAGING_SETTINGS, isCloudConfigured: false },
      },
    });
    const { user } = renderComponent(<MessagingCard />, { providers: 'app' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as mensagens.');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Guardar definições' })).toBeInTheDocument();
  });
});
