// The bike page's history (docs/product.md §31.3): what the bike cost per year and in all, each repair's details under
// its row, the open recommendations, the PDF for the customer in the user's language, and the table as it was while the
// details load or when they cannot be read.
import { bikeHistoryTotals, type TBikeHistoryRepair, type TBikesHistoryOutput } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { LUIS, MARTA } from '@/testing/customers/factories';
import { customersServer } from '@/testing/customers/server';

const base: Pick<TBikeHistoryRepair, 'payment' | 'customerId' | 'customerName' | 'photoIds'> = {
  payment: 'paid',
  customerId: 'c-marta',
  customerName: 'Marta Ruiz',
  photoIds: [],
};

const REPAIRS: TBikeHistoryRepair[] = [
  {
    ...base,
    id: 'r-new',
    status: 'inProgress',
    payment: 'pending',
    created: '2026-11-20T09:00:00.000Z',
    entryDate: '2026-11-20T09:00:00.000Z',
    finishedAt: null,
    deliveredAt: null,
    total: 2000,
    lines: [{ kind: 'maintenances', title: 'Cambio de cadena', quantity: 1, price: 2000 }],
    mechanics: ['Andrés'],
  },
  {
    ...base,
    id: 'r-old',
    status: 'delivered',
    created: '2026-10-02T09:00:00.000Z',
    entryDate: '2026-10-02T09:30:00.000Z',
    finishedAt: '2026-10-03T16:00:00.000Z',
    deliveredAt: '2026-10-04T10:00:00.000Z',
    total: 4500,
    lines: [
      { kind: 'packs', title: 'Puesta a punto', quantity: 1, price: 3500 },
      { kind: 'stockItems', title: 'Cámara 29"', quantity: 2, price: 500 },
    ],
    mechanics: ['Lucía', 'Andrés'],
    photoIds: ['p-1'],
  },
  {
    ...base,
    id: 'r-luis',
    status: 'delivered',
    created: '2025-05-02T09:00:00.000Z',
    entryDate: null,
    finishedAt: null,
    deliveredAt: '2025-05-03T09:00:00.000Z',
    total: 3000,
    lines: [],
    mechanics: [],
    customerId: 'c-luis',
    customerName: 'Luis Gil',
  },
];

const HISTORY: TBikesHistoryOutput = {
  bikeId: 'b-orca',
  timeZone: 'Europe/Madrid',
  repairs: REPAIRS,
  totals: bikeHistoryTotals(REPAIRS, 'Europe/Madrid'),
  suspensions: [],
  recommendations: [
    {
      id: 'rec-1',
      bikeId: 'b-orca',
      fromRepairId: 'r-old',
      lineId: 'stockItems:st-tyre',
      kind: 'stockItems',
      serviceId: 'st-tyre',
      title: 'Cubierta trasera',
      priceAtTheTime: 3200,
      quantity: 1,
      reason: 'declined',
      note: '',
      created: '2026-10-03T12:00:00.000Z',
      createdBy: null,
      state: 'open',
      addedToRepairId: null,
      dismissedReason: null,
      closedAt: null,
      closedBy: null,
    },
  ],
};

const image = () => new Response(new Blob(['x'], { type: 'image/jpeg' }), { status: 200 });

function server(history: () => TBikesHistoryOutput | Response | Promise<never> = () => HISTORY) {
  return customersServer({
    customers: [MARTA, LUIS],
    functions: {
      bikesHistory: history,
      bikesHistoryPdf: ({ language }) => ({
        fileName: language === 'pt' ? 'Histórico Orbea Orca.pdf' : 'Historial Orbea Orca.pdf',
        contentBase64: 'JVBERi0=',
      }),
    },
    handlers: { 'GET /api/photos/p-1/thumb': image },
  });
}

async function openOrca() {
  const view = renderApp('/customers/c-marta/bikes/b-orca');
  await screen.findByRole('heading', { name: 'Orbea Orca', level: 1 });
  return view;
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:history');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a bike’s history (docs/product.md §31.3)', () => {
  it('shows what it cost per year of delivery and in all, the undelivered repair counted nowhere', async () => {
    server();
    await openOrca();
    const spent = await screen.findByRole('region', { name: 'Lo que ha costado' });
    const years = within(spent).getAllByTestId('bike-spent-year');
    expect(years).toHaveLength(2);
    expect(years[0]).toHaveTextContent('2026145,00 €');
    expect(years[1]).toHaveTextContent('2025130,00 €');
    expect(within(spent).getByTestId('bike-spent-total')).toHaveTextContent('Total75,00 €');
  });

  it('opens a repair’s row to its dates, mechanics, lines and photos', async () => {
    server();
    const { user } = await openOrca();
    const toggle = await screen.findByRole('button', { name: 'Detalle de la reparación del 02/10/2026' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByTestId('bike-repair-details');
    expect(details).toHaveTextContent('Entrada 02/10/2026 · Terminada 03/10/2026 · Entregada 04/10/2026');
    expect(details).toHaveTextContent('Mecánicos: Lucía, Andrés');
    expect(details).toHaveTextContent('Puesta a punto1 × 35,00 €35,00 €');
    expect(details).toHaveTextContent('Cámara 29"2 × 5,00 €10,00 €');
    expect(await within(details).findByRole('img', { name: 'Foto 1 de la reparación' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Detalle de la reparación del 20/11/2026' }));
    expect(screen.getAllByTestId('bike-repair-details')[0]).toHaveTextContent('Sin entregar: no cuenta en lo que ha costado');
  });

  it('lists the open recommendations with their price then', async () => {
    server();
    await openOrca();
    const section = await screen.findByRole('region', { name: 'Recomendaciones pendientes' });
    expect(within(section).getByTestId('bike-open-recommendation')).toHaveTextContent(
      '1 × Cubierta traseraRecomendada el 03/10/2026 · Rechazada por el cliente32,00 €',
    );
  });

  it('downloads the PDF in the user’s language', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fake = server();
    const { user } = await openOrca();
    await user.click(await screen.findByRole('button', { name: 'Descargar historial (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual(['Historial Orbea Orca.pdf']));
    await i18n.changeLanguage('pt');
    await user.click(await screen.findByRole('button', { name: 'Descarregar histórico (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual(['Historial Orbea Orca.pdf', 'Histórico Orbea Orca.pdf']));
    expect(fake.inputsTo('bikesHistoryPdf')).toEqual([
      { id: 'b-orca', language: 'es' },
      { id: 'b-orca', language: 'pt' },
    ]);
    expect(screen.getByRole('region', { name: 'Quanto custou' })).toBeInTheDocument();
  });

  it('says so when the PDF cannot be had', async () => {
    customersServer({ customers: [MARTA], functions: { bikesHistoryPdf: () => failure('unavailable') } });
    const { user } = await openOrca();
    await user.click(await screen.findByRole('button', { name: 'Descargar historial (PDF)' }));
    expect(await screen.findByText('No se ha podido descargar el historial. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('says it is loading the details while they come, as a status a screen reader names', async () => {
    server(() => new Promise<never>(() => {}));
    await openOrca();
    expect(await screen.findByRole('status', { name: 'Cargando el detalle del historial' })).toBeInTheDocument();
    expect(screen.getAllByTestId('bike-repair')).toHaveLength(3);
  });

  it('keeps the table when the details cannot be read, and reads them again on asking', async () => {
    let fails = true;
    const fake = server(() => (fails ? failure('unavailable') : HISTORY));
    const { user } = await openOrca();
    expect(await screen.findByText('No se ha podido cargar el detalle del historial.')).toBeInTheDocument();
    expect(screen.getAllByTestId('bike-repair')).toHaveLength(3);
    fails = false;
    const history = screen.getByRole('region', { name: 'Historial de reparaciones' });
    await user.click(within(history).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Lo que ha costado' })).toBeInTheDocument();
    await waitFor(() => expect(fake.inputsTo('bikesHistory')).toHaveLength(2));
  });

  it('says so for a bike with nothing delivered yet', async () => {
    server(() => ({ ...HISTORY, repairs: [REPAIRS[0]!], totals: { years: [], total: 0 }, recommendations: [] }));
    await openOrca();
    expect(await screen.findByText('Todavía no se ha entregado ninguna reparación de esta bici.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recomendaciones pendientes' })).not.toBeInTheDocument();
  });
});
