// docs/product.md §31.2 on the repair page: its parts with their state; "Pedir pieza" asks for a stock item or a part in
// free text, checked before it is sent (an expected day before the day ordered among the rest); a part arrives, is
// changed or taken back; a refusal is said in words; a delivered repair asks for none; in es and pt.
import type { TRepair } from '@rueda/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { arrived, ordered, part, withParts } from '@/testing/parts/factories';
import { partsServer } from '@/testing/parts/server';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';

/** The section's code and texts load after the page draws. */
const PANEL_DRAWN = { timeout: 5000 };

const REPAIR = repair({ id: 'r-1' });
const WITH_PARTS = withParts(REPAIR, 3, 2);
const PARTS = [
  part({ id: 'p-chain' }),
  ordered({ id: 'p-tubes', title: 'Cámara 29"', supplier: 'Continental' }),
  arrived({ id: 'p-grips', title: 'Puños Ergon' }),
];
const MECHANIC = { role: 'mechanic', uid: 'w1', active: true, trial: false, free: false } as const;

async function openForm(user: ReturnType<typeof renderApp>['user'], name = 'Pedir pieza') {
  const panel = await screen.findByRole('region', { name: name === 'Pedir pieza' ? 'Piezas' : 'Peças' }, PANEL_DRAWN);
  await user.click(within(panel).getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('the repair page’s parts', () => {
  it('lists the repair’s parts with their state; one not arrived arrives, is changed or taken back', async () => {
    const server = partsServer({
      repairs: [WITH_PARTS],
      parts: PARTS,
      functions: { partsDelete: () => ({ deleted: true }), partsUpdate: ({ id }) => part({ id, supplier: 'Shimano Ibérica' }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await screen.findByRole('region', { name: 'Piezas' }, PANEL_DRAWN);
    const rows = await within(panel).findAllByTestId('repair-part');
    expect(server.inputsTo('partsList')).toEqual([{ repairId: 'r-1' }]);
    expect(rows.map((row) => within(row).getByText(/^(Por pedir|Pedida|Recibida)$/).textContent)).toEqual([
      'Por pedir',
      'Pedida',
      'Recibida',
    ]);
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Cambiar Cadena Shimano CN-HG701' }));
    const change = await screen.findByRole('dialog', { name: 'Cambiar «Cadena Shimano CN-HG701»' });
    const supplier = within(change).getByRole('textbox', { name: 'Proveedor' });
    await user.clear(supplier);
    await user.type(supplier, 'Shimano Ibérica');
    await user.click(within(change).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Pieza cambiada')).toBeInTheDocument();
    expect(server.inputsTo('partsUpdate')).toEqual([
      { id: 'p-chain', expectedLastUpdate: PARTS[0]!.lastUpdate, changes: { supplier: 'Shimano Ibérica' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rows[0]!).getByRole('button', { name: 'Quitar Cadena Shimano CN-HG701' }));
    const confirm = await screen.findByRole('dialog', { name: 'Quitar «Cadena Shimano CN-HG701»' });
    await user.click(within(confirm).getByRole('button', { name: 'Quitar pieza' }));
    expect(await screen.findByText('Pieza quitada')).toBeInTheDocument();
    expect(server.inputsTo('partsDelete')).toEqual([{ id: 'p-chain' }]);

    await user.click(within(rows[1]!).getByRole('button', { name: 'Ha llegado: Cámara 29"' }));
    expect(await screen.findByText('Pieza recibida')).toBeInTheDocument();
    expect(server.inputsTo('partsArrive')).toEqual([{ id: 'p-tubes' }]);
  }, 20_000);

  it('asks for a part in free text, checked before it is sent, with its price for a member who sets prices', async () => {
    const server = partsServer({
      repairs: [REPAIR],
      functions: { partsCreate: (input) => part({ id: 'p-new', title: input.title ?? '' }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await screen.findByRole('region', { name: 'Piezas' }, PANEL_DRAWN);
    expect(panel).toHaveTextContent('No se ha pedido ninguna pieza para esta reparación');
    // A repair that never had one asks for none.
    expect(server.inputsTo('partsList')).toEqual([]);
    const dialog = await openForm(user);

    const quantity = within(dialog).getByRole('textbox', { name: 'Cantidad' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ya está pedida' }));
    fireEvent.change(within(dialog).getByLabelText('Pedida el'), { target: { value: '2026-06-10' } });
    fireEvent.change(within(dialog).getByLabelText('Llegada prevista'), { target: { value: '2026-06-05' } });
    await user.click(within(dialog).getByRole('button', { name: 'Pedir pieza' }));
    expect(await within(dialog).findByText('Escribe qué pieza es')).toBeInTheDocument();
    expect(within(dialog).getByText('La cantidad va de 1 a 999')).toBeInTheDocument();
    expect(within(dialog).getByText('La llegada prevista no puede ser anterior al día del pedido')).toBeInTheDocument();
    expect(server.inputsTo('partsCreate')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Pieza' }), 'Cadena Shimano CN-HG701');
    await user.type(within(dialog).getByRole('textbox', { name: 'Proveedor' }), 'Shimano');
    await user.clear(quantity);
    await user.type(quantity, '2');
    fireEvent.change(within(dialog).getByLabelText('Llegada prevista'), { target: { value: '2026-06-12' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Precio al cliente por unidad' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir pieza' }));
    expect(await screen.findByText('Pieza pedida')).toBeInTheDocument();
    expect(server.inputsTo('partsCreate')).toEqual([
      {
        repairId: 'r-1',
        title: 'Cadena Shimano CN-HG701',
        supplier: 'Shimano',
        reference: '',
        quantity: 2,
        cost: 0,
        price: 3000,
        note: '',
        orderedOn: '2026-06-10',
        expectedOn: '2026-06-12',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('asks for a stock item of the catalogue, priced by it: a mechanic is offered no price', async () => {
    const server = partsServer({ repairs: [REPAIR], workshop: MECHANIC, functions: { partsCreate: () => part({ id: 'p-new' }) } });
    const { user } = renderApp('/repairs/r-1');
    const dialog = await openForm(user);
    expect(within(dialog).getByRole('textbox', { name: 'Pieza' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Precio al cliente por unidad' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Del stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pedir pieza' }));
    expect(await within(dialog).findByText('Elige un artículo del stock')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Artículo del stock' }));
    await user.click(await screen.findByRole('option', { name: 'Cámara 29"' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pedir pieza' }));
    expect(await screen.findByText('Pieza pedida')).toBeInTheDocument();
    expect(server.inputsTo('partsCreate')).toEqual([
      expect.objectContaining({ repairId: 'r-1', serviceId: 'st-camara', quantity: 1, price: null, orderedOn: null, expectedOn: null }),
    ]);
    expect(server.inputsTo('partsCreate')[0]).not.toHaveProperty('title');
  }, 20_000);

  it('says in words that a part had arrived already', async () => {
    partsServer({
      repairs: [WITH_PARTS],
      parts: [ordered({ id: 'p-tubes', title: 'Cámara 29"' })],
      functions: { partsArrive: () => failure('failed-precondition', { details: { reason: 'already-arrived' } }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await screen.findByRole('region', { name: 'Piezas' }, PANEL_DRAWN);
    await user.click(await within(panel).findByRole('button', { name: 'Ha llegado: Cámara 29"' }));
    expect(await screen.findByText('Esta pieza ya ha llegado: no se puede cambiar ni quitar')).toBeInTheDocument();
  });

  it('asks for none on a delivered repair', async () => {
    const delivered: TRepair = { ...WITH_PARTS, status: 'delivered' };
    partsServer({ repairs: [delivered], parts: [arrived({ id: 'p-grips', title: 'Puños Ergon' })] });
    renderApp('/repairs/r-1');
    const panel = await screen.findByRole('region', { name: 'Piezas' }, PANEL_DRAWN);
    expect(await within(panel).findByText('2 × Puños Ergon')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Pedir pieza' })).not.toBeInTheDocument();
  });

  it('speaks Portuguese, the expected day before the ordered one and a delivered repair’s refusal too', async () => {
    await act(() => setLanguage('pt'));
    const server = partsServer({
      repairs: [REPAIR],
      functions: { partsCreate: () => failure('failed-precondition', { details: { reason: 'repair-delivered' } }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const dialog = await openForm(user, 'Encomendar peça');
    await user.type(within(dialog).getByRole('textbox', { name: 'Peça' }), 'Corrente');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Já está encomendada' }));
    fireEvent.change(within(dialog).getByLabelText('Encomendada a'), { target: { value: '2026-06-10' } });
    fireEvent.change(within(dialog).getByLabelText('Chegada prevista'), { target: { value: '2026-06-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Encomendar peça' }));
    expect(await within(dialog).findByText('A chegada prevista não pode ser anterior ao dia da encomenda')).toBeInTheDocument();
    expect(server.inputsTo('partsCreate')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Chegada prevista'), { target: { value: '2026-06-11' } });
    await user.click(within(dialog).getByRole('button', { name: 'Encomendar peça' }));
    expect(await screen.findByText('A reparação já foi entregue: não se lhe podem encomendar peças')).toBeInTheDocument();
  }, 20_000);
});
