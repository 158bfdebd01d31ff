// The customer's page behind `/r/<token>` (docs/product.md §21): what it shows, the answer line by line with its
// confirmation step, a link that is not valid, failures, the two languages, and the keyboard.
import type { FunctionInput, TPublicRepair } from '@rueda/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeServer } from '@/testing/fake-server';
import { RepairLinkApp } from './components/repair-link-app';
import es from './locales/es.json';
import pt from './locales/pt.json';
import { TextsProvider, type PageLanguage } from './texts';

const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr';

const REPAIR: TPublicRepair = {
  workshop: { name: 'Taller Rueda Norte', phone: '+34 911 222 333', address: 'Calle Mayor 1, Madrid' },
  customer: { firstName: 'Marta' },
  bike: { brand: 'Orbea', model: 'Orca', color: 'azul' },
  status: 'workshopEntrance',
  statusHistory: [
    { status: 'notReviewed', date: '2026-11-20T09:00:00.000Z' },
    { status: 'workshopEntrance', date: '2026-11-21T10:30:00.000Z' },
  ],
  entryDate: '2026-11-21T10:30:00.000Z',
  deliveryDate: null,
  timeZone: 'Europe/Madrid',
  estimate: {
    lines: [
      { id: 'packs:p', title: 'Puesta a punto', quantity: 1, price: 3500 },
      { id: 'maintenances:m', title: 'Cambio de cadena', quantity: 2, price: 1200 },
    ],
    totalCents: 5900,
    currency: { code: 'EUR', symbol: '€' },
  },
  response: null,
  money: null,
  recommendations: [],
};

/** The lines as the page shows them, sent with the answer. */
const SHOWN = REPAIR.estimate.lines.map(({ id, quantity, price }) => ({ id, quantity, price }));

function server(repair: TPublicRepair | Response = REPAIR) {
  return fakeServer(
    {},
    {
      publicRepairGet: () => repair,
      publicRepairRespond: (data: FunctionInput<'publicRepairRespond'>) => ({
        ...REPAIR,
        response: {
          decision: data.decision,
          approvedLineIds: data.approvedLineIds ?? [],
          declinedLineIds: [],
          comment: data.comment ?? '',
          spendingLimitCents: data.spendingLimitCents ?? null,
          lines: REPAIR.estimate.lines,
          answeredAt: '2026-11-22T18:00:00.000Z',
        },
      }),
    },
  );
}

function renderPage(language: PageLanguage = 'es') {
  const user = userEvent.setup();
  render(
    <TextsProvider language={language}>
      <RepairLinkApp token={TOKEN} />
    </TextsProvider>,
  );
  return { user };
}

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe("the customer's repair link page", () => {
  it('shows the workshop to call, the first name, the bike, the status in words and the estimate', async () => {
    const fake = server();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller Rueda Norte' })).toBeInTheDocument();
    expect(fake.inputsTo('publicRepairGet')).toEqual([{ token: TOKEN }]);
    expect(fake.requestsTo('POST /api/functions/publicRepairGet')[0]?.headers.get('authorization')).toBeNull();
    expect(screen.getByText('Hola, Marta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar al +34 911 222 333' })).toHaveAttribute('href', 'tel:+34911222333');
    expect(screen.getByText('Orbea Orca')).toBeInTheDocument();
    expect(screen.getByText('Ahora mismo: En el taller')).toBeInTheDocument();
    expect(screen.getByText(/Entró en el taller el 21 de noviembre de 2026/)).toBeInTheDocument();
    const lines = screen.getByRole('group', { name: 'Líneas del presupuesto' });
    expect(within(lines).getByRole('checkbox', { name: '2 × Cambio de cadena' })).toBeChecked();
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('59,00');
  });

  it('writes the dates on the workshop’s clock, and a drop-off still to come as such, whatever the phone’s zone', async () => {
    // A booking for Tuesday 1 December at 00:00 in Madrid: still 30 November in Lisbon, in UTC and in Bogotá.
    const booked = '2026-11-30T23:00:00.000Z';
    const requested: TPublicRepair = {
      ...REPAIR,
      status: 'notReviewed',
      statusHistory: [{ status: 'notReviewed', date: '2026-11-28T18:30:00.000Z' }],
      entryDate: booked,
    };
    server(requested);
    renderPage('pt');
    expect(
      await screen.findByText('Marcação pedida para terça-feira, 1 de dezembro de 2026, a aguardar a confirmação da oficina'),
    ).toBeInTheDocument();
    expect(screen.getByText('28 de novembro de 2026 às 19:30')).toBeInTheDocument();
    expect(screen.queryByText(/30 de novembro|Entrou/)).not.toBeInTheDocument();
  });

  it('writes a confirmed drop-off with its time as one still to come, in Spanish', async () => {
    const confirmed: TPublicRepair = {
      ...REPAIR,
      status: 'confirmed',
      statusHistory: [{ status: 'confirmed', date: '2026-11-28T18:30:00.000Z' }],
      entryDate: '2026-12-01T09:30:00.000Z',
    };
    server(confirmed);
    renderPage();
    expect(await screen.findByText('Entrada prevista el martes, 1 de diciembre de 2026, 10:30')).toBeInTheDocument();
    expect(screen.queryByText(/Entró/)).not.toBeInTheDocument();
  });

  it('takes an answer line by line, with a comment and a spending limit, after a confirmation', async () => {
    const fake = server();
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: '2 × Cambio de cadena' }));
    expect(screen.getByText(/Marcado: 35,00/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comentario para el taller (opcional)' }), 'La cadena la cambio yo');
    await user.type(screen.getByRole('textbox', { name: /Límite para trabajo adicional/ }), '20,50');
    await user.click(screen.getByRole('button', { name: 'Aprobar lo marcado' }));

    expect(await screen.findByRole('heading', { name: 'Revisa tu respuesta' })).toHaveFocus();
    expect(screen.getByText(/Apruebas 1 de 2 líneas: 35,00/)).toBeInTheDocument();
    expect(fake.inputsTo('publicRepairRespond')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));

    expect(await screen.findByText('¡Gracias! El taller ya tiene tu respuesta.')).toBeInTheDocument();
    expect(fake.inputsTo('publicRepairRespond')).toEqual([
      {
        token: TOKEN,
        decision: 'partial',
        shownLines: SHOWN,
        approvedLineIds: ['packs:p'],
        comment: 'La cadena la cambio yo',
        spendingLimitCents: 2050,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Aprobar todo' })).not.toBeInTheDocument();
  });

  it('goes back from the confirmation, and refuses a limit that is not an amount', async () => {
    const fake = server();
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Límite para trabajo adicional/ }), 'mucho');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.getByText('Escribe un importe, por ejemplo 50 o 49,90.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Límite para trabajo adicional/ }));
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Rechazas el presupuesto.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('button', { name: 'Aprobar todo' })).toBeInTheDocument();
    expect(fake.inputsTo('publicRepairRespond')).toEqual([]);
  });

  it('works with the keyboard alone', async () => {
    const fake = server();
    const { user } = renderPage();
    const approveAll = await screen.findByRole('button', { name: 'Aprobar todo' });
    approveAll.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Revisa tu respuesta' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar respuesta' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('¡Gracias!');
    expect(fake.inputsTo('publicRepairRespond')).toEqual([{ token: TOKEN, decision: 'approved', shownLines: SHOWN }]);
  });

  it('shows the estimate again when the workshop changed it meanwhile, and says so', async () => {
    const changed: TPublicRepair = {
      ...REPAIR,
      estimate: { ...REPAIR.estimate, lines: [REPAIR.estimate.lines[0]!], totalCents: 3500 },
    };
    let reads = 0;
    const fake = fakeServer(
      {},
      {
        publicRepairGet: () => (reads++ === 0 ? REPAIR : changed),
        publicRepairRespond: () => failure('failed-precondition', { details: { reason: 'estimate-changed' } }),
      },
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Aprobar todo' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(/El taller ha cambiado el presupuesto mientras respondías/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '2 × Cambio de cadena' })).not.toBeInTheDocument();
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('35,00');
    expect(fake.inputsTo('publicRepairGet')).toHaveLength(2);
  });

  it('shows an answer already given, and no form', async () => {
    server({ ...REPAIR, response: ANSWER });
    renderPage();
    expect(await screen.findByText('Rechazaste el presupuesto')).toBeInTheDocument();
    expect(screen.getByText('Tu comentario: «Muy caro»')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar todo' })).not.toBeInTheDocument();
  });

  it('says a link is not valid, and nothing more', async () => {
    server(failure('not-found', { message: 'This link does not exist or no longer works.' }));
    renderPage();
    expect(await screen.findByText('Este enlace no es válido')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry after a failure, and says when there were too many tries', async () => {
    server(failure('unavailable'));
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Comprueba la conexión');
    server();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller Rueda Norte' })).toBeInTheDocument();
  });

  it('says when there were too many tries from this connection', async () => {
    server(failure('resource-exhausted', { details: { reason: 'request-limit' } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos');
  });

  it('speaks Portuguese, and switches to Spanish', async () => {
    server();
    const { user } = renderPage('pt');
    expect(await screen.findByText('Olá, Marta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprovar tudo' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ES' }));
    expect(await screen.findByText('Hola, Marta')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('has every text in both languages', () => {
    expect(keysOf(pt).sort()).toEqual(keysOf(es).sort());
    for (const tree of [es, pt])
      for (const key of keysOf(tree))
        expect(key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], tree)).not.toBe('');
  });
});

const ANSWER = {
  decision: 'declined' as const,
  approvedLineIds: [],
  declinedLineIds: ['packs:p', 'maintenances:m'],
  comment: 'Muy caro',
  spendingLimitCents: null,
  lines: REPAIR.estimate.lines,
  answeredAt: '2026-11-22T18:00:00.000Z',
};
