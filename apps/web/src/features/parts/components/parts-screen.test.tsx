// docs/product.md §31.2, the Pedidos view: what is to order by supplier (its list copied as text, exported, ordered at
// once), what is ordered (late once past its day, "Ha llegado"), and the customers to call once a repair's parts are
// all in, told with "Avisado"; in es and pt.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { captureDownloads } from '@/testing/downloads';
import { failure } from '@/testing/fake-server';
import { preparedOf } from '@/testing/messaging/server';
import { ordered, part, partRepair } from '@/testing/parts/factories';
import { partsServer } from '@/testing/parts/server';
import { renderApp } from '@/testing/render';

const LUIS = partRepair({ id: 'r-2', customerName: 'Luis Gómez', customerPhone: '611 222 333', bike: 'BH Ultralight' });

const CHAIN = part({ id: 'p-chain' });
const CASSETTE = part({ id: 'p-cassette', title: 'Cassette 11-34', supplier: 'shimano ', reference: '', quantity: 1, repair: LUIS });
const GRIPS = part({ id: 'p-grips', title: 'Puños Ergon', supplier: '', reference: 'GA3', quantity: 1, repair: LUIS });
const TUBES = part({ id: 'p-tubes', title: 'Cámara 29"', supplier: 'Continental', reference: '', quantity: 3 });

describe('the Pedidos view', () => {
  it('lists what is to order by supplier, those without one last, each row linked to its repair', async () => {
    partsServer({ parts: [GRIPS, CHAIN, TUBES, CASSETTE] });
    renderApp('/parts');
    expect(await screen.findByRole('heading', { name: 'Pedidos', level: 1 })).toBeInTheDocument();
    const lists = await screen.findAllByTestId('supplier-list');
    expect(lists.map((list) => within(list).getByRole('heading').textContent)).toEqual(['Continental', 'Shimano', 'Sin proveedor']);
    const shimano = screen.getByRole('region', { name: 'Shimano' });
    expect(shimano).toHaveTextContent('2 piezas');
    expect(shimano).toHaveTextContent('2 × Cadena Shimano CN-HG701');
    expect(shimano).toHaveTextContent('Ref. CN-HG701-11');
    expect(shimano).toHaveTextContent('1 × Cassette 11-34');
    expect(within(shimano).getByRole('link', { name: 'Reparación de Luis Gómez' })).toHaveAttribute('href', '/repairs/r-2');
    expect(within(shimano).getByRole('link', { name: 'Reparación de Ana Pérez' })).toHaveAttribute('href', '/repairs/r-1');
  });

  it('copies a supplier’s list as plain text, one line per part', async () => {
    partsServer({ parts: [CHAIN, CASSETTE, TUBES] });
    const { user } = renderApp('/parts');
    await user.click(await screen.findByRole('button', { name: 'Copiar lista de Shimano' }));
    expect(await screen.findByText('Lista de Shimano copiada')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      '2 × Cadena Shimano CN-HG701 (ref. CN-HG701-11) — reparación de Ana Pérez\n1 × Cassette 11-34 — reparación de Luis Gómez',
    );
  });

  it('exports a supplier’s list as a spreadsheet a Spanish-locale one opens', async () => {
    const files = captureDownloads();
    partsServer({ parts: [CHAIN, TUBES] });
    const { user } = renderApp('/parts');
    await user.click(await screen.findByRole('button', { name: 'Exportar lista de Shimano' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^rueda-pedido-shimano-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await files[0]!.blob.text();
    expect(text.split('\r\n')).toEqual([
      '\uFEFFCantidad;Pieza;Referencia;Proveedor;Coste;Cliente;Bici;Nota',
      '2;Cadena Shimano CN-HG701;CN-HG701-11;Shimano;18,50;Ana Pérez;Orbea Alma;',
    ]);
  });

  it('marks a supplier’s whole list ordered, sending its parts’ ids, and the list leaves what is to order', async () => {
    const server = partsServer({ parts: [CHAIN, CASSETTE, TUBES] });
    const { user } = renderApp('/parts');
    await user.click(await screen.findByRole('button', { name: 'Marcar como pedido: Shimano' }));
    expect(await screen.findByText('2 piezas pedidas a Shimano')).toBeInTheDocument();
    expect(server.inputsTo('partsOrder')).toEqual([{ ids: ['p-chain', 'p-cassette'] }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Shimano' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Continental' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Pedidas/ }));
    expect(await screen.findAllByTestId('ordered-part')).toHaveLength(2);
  });

  it('says in words that a list was ordered meanwhile', async () => {
    partsServer({
      parts: [CHAIN],
      functions: { partsOrder: () => failure('failed-precondition', { details: { reason: 'not-to-order' } }) },
    });
    const { user } = renderApp('/parts');
    await user.click(await screen.findByRole('button', { name: 'Marcar como pedido: Shimano' }));
    expect(await screen.findByText('Alguna de estas piezas ya estaba pedida o recibida: la lista se ha actualizado')).toBeInTheDocument();
  });

  it('marks the last part of a repair arrived, which puts its customer among those to call, told with "Avisado"', async () => {
    const server = partsServer({
      parts: [
        ordered({ id: 'p-chain', expectedOn: '2026-06-05' }),
        ordered({ id: 'p-tubes', title: 'Cámara 29"', expectedOn: '2999-01-01', repair: LUIS }),
      ],
      functions: { repairMessagePrepare: ({ templateKey }) => preparedOf({ templateKey: templateKey ?? 'status.finished' }) },
    });
    const { user } = renderApp('/parts?section=ordered');
    const rows = await screen.findAllByTestId('ordered-part');
    expect(rows[0]).toHaveTextContent('Pedida el 01/06/2026 · Prevista el 05/06/2026');
    expect(within(rows[0]!).getByText('Retrasada')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Retrasada')).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Ha llegado: Cadena Shimano CN-HG701' }));
    expect(await screen.findByText('Pieza recibida')).toBeInTheDocument();
    expect(await screen.findByText('Todas las piezas de la reparación están: avisa al cliente')).toBeInTheDocument();
    expect(server.inputsTo('partsArrive')).toEqual([{ id: 'p-chain' }]);

    await user.click(screen.getByRole('radio', { name: /^Avisar al cliente/ }));
    const [toCall] = await screen.findAllByTestId('customer-to-call');
    expect(toCall).toHaveTextContent('Ana Pérez');
    expect(toCall).toHaveTextContent('600 111 222 · Orbea Alma');
    expect(toCall).toHaveTextContent('2 × Cadena Shimano CN-HG701');
    expect(screen.getAllByTestId('customer-to-call')).toHaveLength(1);

    await user.click(within(toCall!).getByRole('button', { name: 'Avisar a Ana Pérez por WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificar por WhatsApp' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('combobox', { name: 'Mensaje' })).toHaveValue('Piezas recibidas');
    expect(server.inputsTo('repairMessagePrepare')).toEqual([expect.objectContaining({ repairId: 'r-1', templateKey: 'parts.arrived' })]);
    await user.keyboard('{Escape}');

    await user.click(within(toCall!).getByRole('button', { name: 'Avisado: Ana Pérez' }));
    expect(await screen.findByText('Ana Pérez, avisado')).toBeInTheDocument();
    expect(server.inputsTo('partsCustomerTold')).toEqual([{ repairId: 'r-1' }]);
    expect(await screen.findByText('No hay clientes por avisar')).toBeInTheDocument();
  }, 20_000);

  it('says so when there is nothing, and when the parts could not be loaded', async () => {
    partsServer({ parts: [], functions: { partsToCall: () => failure('internal') } });
    const { user } = renderApp('/parts');
    expect(await screen.findByText('No hay nada por pedir')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Recibidas/ }));
    expect(await screen.findByText('No ha llegado ninguna pieza en los últimos 30 días')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Avisar al cliente/ }));
    expect(await screen.findByText('No se han podido cargar los pedidos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    const server = partsServer({ parts: [GRIPS, ordered({ id: 'p-late', expectedOn: '2026-06-05' })] });
    const { user } = renderApp('/parts');
    expect(await screen.findByRole('heading', { name: 'Encomendas', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Sem fornecedor' });
    expect(list).toHaveTextContent('1 peça');
    await user.click(within(list).getByRole('button', { name: 'Marcar como encomendado: Sem fornecedor' }));
    expect(await screen.findByText('1 peça encomendada a Sem fornecedor')).toBeInTheDocument();
    expect(server.inputsTo('partsOrder')).toEqual([{ ids: ['p-grips'] }]);
    await user.click(screen.getByRole('radio', { name: /^Encomendadas/ }));
    const rows = await screen.findAllByTestId('ordered-part');
    expect(within(rows.find((row) => row.textContent?.includes('Cadena'))!).getByText('Atrasada')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Chegou: / })).toHaveLength(2);
  });
});
