// docs/product.md §32.4, "Traspasos": the transfers coming in and going out with their states, a new one made (checked
// in the user's language first) and sent or cancelled after a confirmation, one coming in received line by line with a
// difference and then whole; the menu shows it only to a lead of a shop in a chain; in es and pt.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ACTIVE_ADMIN, workshopAccount } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { CENTRE, transfer, transferLine } from '@/testing/transfers/factories';
import { transfersServer } from '@/testing/transfers/server';

const INCOMING = transfer({
  id: 't-in',
  fromWorkshopId: 'w2',
  fromWorkshopName: 'Bicis Playa',
  toWorkshopId: CENTRE.id,
  toWorkshopName: CENTRE.name,
  state: 'sent',
  sentAt: '2026-06-09T16:00:00.000Z',
  lines: [transferLine({ id: 'l-a' }), transferLine({ id: 'l-b', itemId: 'st-tube', title: 'Cámara 29"', reference: '', quantity: 10 })],
});

describe('the transfers screen', () => {
  it('lists what comes in and what goes out, with their states, and says when there is none', async () => {
    transfersServer({ incoming: [INCOMING] });
    renderApp('/transfers');
    expect(await screen.findByRole('heading', { name: 'Traspasos', level: 1 })).toBeInTheDocument();
    const incoming = await screen.findByRole('region', { name: 'Entrantes' });
    const card = within(incoming).getByRole('article', { name: 'De Bicis Playa' });
    expect(card).toHaveTextContent('Enviado');
    expect(card).toHaveTextContent('4 × Cadena 12v · Ref. CN-M8100');
    expect(card).toHaveTextContent('10 × Cámara 29"');
    expect(screen.getByRole('region', { name: 'Salientes' })).toHaveTextContent('No has enviado stock a otro taller');
    expect(screen.getByRole('link', { name: 'Traspasos' })).toHaveAttribute('href', '/transfers');
  });

  it('makes a transfer, checked first in the user’s language, then sends it after asking', async () => {
    const server = transfersServer();
    const { user } = renderApp('/transfers');
    await user.click(await screen.findByRole('button', { name: 'Nuevo traspaso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo traspaso' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear traspaso' }));
    expect(await within(dialog).findByText('Elige un artículo del stock', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Artículo 1'), 'st-chain');
    expect(within(dialog).getByRole('option', { name: 'Cadena 12v (CN-M8100) — 6 en stock' })).toBeInTheDocument();
    const quantity = within(dialog).getByLabelText('Cantidad 1');
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Crear traspaso' }));
    expect(await within(dialog).findByText('Solo hay 6 en stock')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.type(within(dialog).getByLabelText('Nota'), 'Para el sábado');
    await user.click(within(dialog).getByRole('button', { name: 'Crear traspaso' }));
    expect(await screen.findByText('Traspaso creado: envíalo cuando salga')).toBeInTheDocument();
    expect(server.inputsTo('transfersCreate')).toEqual([
      { toWorkshopId: 'w2', lines: [{ itemId: 'st-chain', quantity: 4 }], note: 'Para el sábado' },
    ]);

    const card = await within(screen.getByRole('region', { name: 'Salientes' })).findByRole('article', { name: 'A Bicis Playa' });
    expect(card).toHaveTextContent('Borrador');
    await user.click(within(card).getByRole('button', { name: 'Enviar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Enviar el traspaso a Bicis Playa?' });
    await user.click(within(confirm).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Traspaso enviado')).toBeInTheDocument();
    expect(await within(card).findByText('Enviado')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it('says which line has not enough stock, and cancels a draft after asking', async () => {
    const draft = transfer({ lines: [transferLine({ quantity: 9 })] });
    const server = transfersServer({ outgoing: [draft] });
    const { user } = renderApp('/transfers');
    const card = await screen.findByRole('article', { name: 'A Bicis Playa' });
    await user.click(within(card).getByRole('button', { name: 'Enviar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('No hay bastante «Cadena 12v» en stock: quedan 6')).toBeInTheDocument();
    expect(within(card).getByText('Borrador')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Cancelar el traspaso?' })).getByRole('button', { name: 'Cancelar el traspaso' }),
    );
    expect(await within(card).findByText('Cancelado')).toBeInTheDocument();
    expect(server.inputsTo('transfersCancel')).toEqual([{ id: 't-1' }]);
  });

  it('receives line by line, recording what did not arrive, then the rest at once', async () => {
    const server = transfersServer({ incoming: [INCOMING] });
    const { user } = renderApp('/transfers');
    const card = await screen.findByRole('article', { name: 'De Bicis Playa' });
    await user.click(within(card).getByRole('button', { name: 'Recibir por líneas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recibir de Bicis Playa' });
    await user.click(within(dialog).getByRole('checkbox', { name: '10 × Cámara 29"' }));
    const arrived = within(dialog).getByLabelText('Han llegado de Cadena 12v');
    await user.clear(arrived);
    await user.type(arrived, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Recibir' }));
    expect(await screen.findByText('1 línea recibida')).toBeInTheDocument();
    expect(server.inputsTo('transfersReceive')).toEqual([{ id: 't-in', lines: [{ lineId: 'l-a', quantity: 3 }] }]);
    expect(await within(card).findByText('Recibido en parte')).toBeInTheDocument();
    expect(card).toHaveTextContent('llegaron 3, faltan 1');

    await user.click(within(card).getByRole('button', { name: 'Recibir todo' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Recibir todo lo que envía Bicis Playa?' })).getByRole('button', {
        name: 'Recibir todo',
      }),
    );
    expect(await screen.findByText('Traspaso recibido: el stock está al día')).toBeInTheDocument();
    expect(await within(card).findByText('Recibido')).toBeInTheDocument();
    expect(card).toHaveTextContent('llegaron 10');
    expect(within(card).queryByRole('button', { name: 'Recibir todo' })).not.toBeInTheDocument();
  });

  it('says when the transfers cannot be read, with a retry', async () => {
    transfersServer({ functions: { transfersList: () => failure('internal') } });
    renderApp('/transfers');
    expect(await screen.findByText('No se han podido cargar los traspasos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('is not in the menu outside a chain', async () => {
    const server = transfersServer();
    server.state.account = workshopAccount({ inChain: false });
    renderApp('/repairs');
    expect(await screen.findByRole('link', { name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Traspasos' })).not.toBeInTheDocument();
  });

  it('is not in the menu for a mechanic of a shop in a chain', async () => {
    const server = transfersServer();
    server.state.workshop = { ...ACTIVE_ADMIN, role: 'mechanic' };
    server.state.account = workshopAccount({ inChain: true, role: 'mechanic' });
    renderApp('/repairs');
    expect(await screen.findByRole('link', { name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Traspasos' })).not.toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    const server = transfersServer({ incoming: [INCOMING] });
    const { user } = renderApp('/transfers');
    expect(await screen.findByRole('heading', { name: 'Transferências', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Saídas' })).toHaveTextContent('Não enviou stock a outra oficina');
    const card = within(await screen.findByRole('region', { name: 'Entradas' })).getByRole('article', { name: 'De Bicis Playa' });
    expect(card).toHaveTextContent('Enviada');
    await user.click(within(card).getByRole('button', { name: 'Receber tudo' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Receber tudo o que Bicis Playa envia?' })).getByRole('button', {
        name: 'Receber tudo',
      }),
    );
    expect(await screen.findByText('Transferência recebida: o stock está atualizado')).toBeInTheDocument();
    expect(await within(card).findByText('Recebida')).toBeInTheDocument();
    expect(server.inputsTo('transfersReceive')).toEqual([{ id: 't-in' }]);
    await user.click(screen.getByRole('button', { name: 'Nova transferência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova transferência' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar transferência' }));
    expect(await within(dialog).findByText('Escolha um artigo do stock', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
  });
});
