// docs/product.md §29.6: the day's till: opened with a float, cash taken out with its reason, the day's money per
// method, its documents per series and per rate, the drawer's expected cash as the server computes it, the close
// with the difference shown and confirmed, then the Z report; a past closed day read-only; both languages.
import type { TTillDay } from '@rueda/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { documentOf, lineOf, SERIES, SETTINGS_ES } from '@/testing/sales/factories';
import { MECHANIC } from '@/testing/sales/server';
import { TILL_TODAY, tillServer, type TillLedgerEntry } from '@/testing/sales/till-server';

const DOCUMENTS = [
  documentOf([lineOf({ description: 'Puesta a punto', priceCents: 3500 })], { number: 1, issuedAt: '2026-11-23T09:00:00.000Z' }),
  documentOf([lineOf({ description: 'Cubierta', priceCents: 4000 }), lineOf({ description: 'Libro', priceCents: 2000, rateBp: 400 })], {
    number: 2,
    issuedAt: '2026-11-23T11:00:00.000Z',
  }),
];

/** 35 € paid in cash with a 50 € note (15 € change), a 20 € cash deposit, 60 € by card, 5 € given back in cash. */
const LEDGER: TillLedgerEntry[] = [
  { day: TILL_TODAY, kind: 'payment', method: 'cash', amountCents: 3500, tenderedCents: 5000, changeCents: 1500 },
  { day: TILL_TODAY, kind: 'deposit', method: 'cash', amountCents: 2000, tenderedCents: null, changeCents: 0 },
  { day: TILL_TODAY, kind: 'payment', method: 'card', amountCents: 6000, tenderedCents: null, changeCents: 0 },
  { day: TILL_TODAY, kind: 'refund', method: 'cash', amountCents: -500, tenderedCents: null, changeCents: 0 },
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('the day’s till (docs/product.md §29.6)', () => {
  it('opens with a float, takes cash out, shows the day’s money, and closes with the difference confirmed', async () => {
    const server = tillServer({ settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS, ledger: LEDGER });
    const { user } = renderApp('/sales/till');
    expect(await screen.findByRole('heading', { name: 'Caja del día', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Caja' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Ventas' })).not.toHaveAttribute('aria-current');

    await user.type(await screen.findByRole('textbox', { name: 'Fondo de caja' }), '100');
    await user.click(screen.getByRole('button', { name: 'Abrir caja' }));
    await user.click(await screen.findByRole('button', { name: 'Salida de efectivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salida de efectivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    expect(within(dialog).getByText('Indica el importe.')).toBeInTheDocument();
    expect(server.inputsTo('tillMove')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Importe' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Pago al proveedor de cubiertas');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    expect(server.inputsTo('tillOpen')).toEqual([{ day: null, floatCents: 10_000 }]);
    expect(server.inputsTo('tillMove')).toEqual([
      { day: null, direction: 'out', amountCents: 3000, reason: 'Pago al proveedor de cubiertas' },
    ]);

    const moves = await screen.findByRole('table', { name: 'Entradas y salidas de efectivo' });
    expect(rowsOf(moves)[1]).toEqual(['19:30', 'Salida', 'Pago al proveedor de cubiertas', 'Ana', '− 30,00 €']);
    expect(rowsOf(screen.getByRole('table', { name: 'Cobros por forma de pago' }))).toEqual([
      ['Forma de pago', 'Cobros', 'Señales', 'Devoluciones', 'Neto'],
      ['Efectivo', '35,00 €', '20,00 €', '5,00 €', '50,00 €'],
      ['Tarjeta', '60,00 €', '0,00 €', '0,00 €', '60,00 €'],
      ['Total', '95,00 €', '20,00 €', '5,00 €', '110,00 €'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Facturas por serie' }))).toEqual([
      ['Serie', 'Facturas', 'Primera', 'Última', 'Total'],
      ['T', '2', 'T2026/1', 'T2026/2', '95,00 €'],
      ['Total', '2', '', '', '95,00 €'],
    ]);
    // Each document's declared base summed (docs/product.md §29.2): at 21 %, 35 € → 28,93 € and 40 € → 33,06 €, so 61,99 €
    // (not 75 € / 1,21 = 61,98 €); at 4 %, 20 € → 19,23 €.
    expect(rowsOf(screen.getByRole('table', { name: 'IVA por tipo' }))).toEqual([
      ['Tipo', 'Base imponible', 'Cuota', 'Total'],
      ['21 %', '61,99 €', '13,01 €', '75,00 €'],
      ['4 %', '19,23 €', '0,77 €', '20,00 €'],
      ['Total', '81,22 €', '13,78 €', '95,00 €'],
    ]);
    // 100 float + 50 + 20 handed over − 15 change − 5 refunded − 30 out = 120 €.
    expect(rowsOf(screen.getByRole('table', { name: 'Efectivo en caja' }))).toEqual([
      ['Fondo de caja', '100,00 €'],
      ['Efectivo entregado por los clientes', '+ 70,00 €'],
      ['Cambio devuelto', '− 15,00 €'],
      ['Devoluciones en efectivo', '− 5,00 €'],
      ['Entradas de efectivo', '+ 0,00 €'],
      ['Salidas de efectivo', '− 30,00 €'],
      ['Efectivo esperado', '120,00 €'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    await user.type(screen.getByRole('textbox', { name: 'Efectivo contado' }), '118,50');
    expect(rowsOf(screen.getByRole('table', { name: 'Cuadre de caja' }))).toEqual([
      ['Efectivo esperado', '120,00 €'],
      ['Efectivo contado', '118,50 €'],
      ['Diferencia (contado − esperado)', '-1,50 €'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Cerrar la caja del día?' });
    expect(within(confirm).getByText(/El cierre es definitivo/)).toBeInTheDocument();
    expect(server.inputsTo('tillClose')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cerrar definitivamente' }));

    const report = await screen.findByRole('article', { name: 'Informe Z' });
    expect(server.inputsTo('tillClose')).toEqual([{ day: null, countedCents: 11_850 }]);
    expect(within(report).getByText('Taller Ana, S.L.')).toBeInTheDocument();
    expect(within(report).getByText('Día: 23 de noviembre de 2026')).toBeInTheDocument();
    expect(within(report).getByText('Cerrada por Ana el 23/11/2026 19:30')).toBeInTheDocument();
    expect(rowsOf(within(report).getByRole('table', { name: 'Efectivo en caja' })).slice(-3)).toEqual([
      ['Efectivo esperado', '120,00 €'],
      ['Efectivo contado', '118,50 €'],
      ['Diferencia (contado − esperado)', '-1,50 €'],
    ]);
    expect(screen.getByRole('button', { name: 'Imprimir informe Z' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salida de efectivo' })).not.toBeInTheDocument();
  }, 30_000);

  it('counts the drawer note by note', async () => {
    const server = tillServer({ settings: SETTINGS_ES, series: SERIES, ledger: LEDGER });
    const { user } = renderApp('/sales/till');
    await user.type(await screen.findByRole('textbox', { name: 'Fondo de caja' }), '100');
    await user.click(screen.getByRole('button', { name: 'Abrir caja' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar caja' }));
    await user.click(screen.getByRole('radio', { name: 'Por billetes y monedas' }));
    // 150 € expected: 2 × 50 € + 2 × 20 € + 4 × 2 € + 4 × 0,50 € = 150 €.
    await user.type(screen.getByRole('textbox', { name: /^50,00/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /^20,00/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /^2,00/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /^0,50/ }), '4');
    expect(rowsOf(screen.getByRole('table', { name: 'Cuadre de caja' }))).toEqual([
      ['Efectivo esperado', '150,00 €'],
      ['Efectivo contado', '150,00 €'],
      ['Diferencia (contado − esperado)', '0,00 €'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar definitivamente' }));
    expect(await screen.findByRole('article', { name: 'Informe Z' })).toBeInTheDocument();
    expect(server.inputsTo('tillClose')).toEqual([{ day: null, countedCents: 15_000 }]);
  }, 30_000);

  it('shows a past closed day read-only, its Z report as kept', async () => {
    const kept: TTillDay = {
      day: '2026-11-20',
      state: 'closed',
      issuer: null,
      openedAt: '2026-11-20T08:00:00.000Z',
      openedBy: { userId: 'user-2', name: 'Luis' },
      documents: { count: 0, series: [], byRate: [], totalCents: 0, baseCents: 0, taxCents: 0 },
      methods: [],
      cash: {
        floatCents: 5000,
        tenderedCents: 0,
        changeCents: 0,
        refundsCents: 0,
        inCents: 0,
        outCents: 0,
        expectedCents: 5000,
        countedCents: 5200,
        differenceCents: 200,
      },
      moves: [],
      closedAt: '2026-11-20T19:00:00.000Z',
      closedBy: { userId: 'user-2', name: 'Luis' },
    };
    const server = tillServer({ settings: SETTINGS_ES, series: SERIES, closedDays: [kept] });
    renderApp('/sales/till?day=2026-11-20');
    const report = await screen.findByRole('article', { name: 'Informe Z' });
    expect(server.inputsTo('tillGet')).toContainEqual({ day: '2026-11-20' });
    expect(within(report).getByText('Taller Ana')).toBeInTheDocument();
    expect(within(report).getByText('Cerrada por Luis el 20/11/2026 19:00')).toBeInTheDocument();
    expect(rowsOf(within(report).getByRole('table', { name: 'Efectivo en caja' })).at(-1)).toEqual([
      'Diferencia (contado − esperado)',
      '+2,00 €',
    ]);
    expect(screen.getByText('Cerrada por Luis el 20/11/2026 19:00. Ya no se puede modificar.')).toBeInTheDocument();
    for (const action of ['Abrir caja', 'Entrada de efectivo', 'Salida de efectivo', 'Cerrar caja'])
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  });

  it('says when nothing moved today', async () => {
    tillServer({ settings: SETTINGS_ES, series: SERIES });
    renderApp('/sales/till');
    expect(await screen.findByText('Hoy todavía no hay movimientos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir caja' })).toBeInTheDocument();
  });

  it('closes a day with money that was never opened (its float nothing), and offers no cash moves there', async () => {
    const server = tillServer({ settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS, ledger: LEDGER });
    const { user } = renderApp('/sales/till');
    await user.click(await screen.findByRole('button', { name: 'Cerrar caja' }));
    expect(screen.queryByRole('button', { name: 'Salida de efectivo' })).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Efectivo contado' }), '50');
    const figures = await screen.findByRole('table', { name: 'Cuadre de caja' });
    // No float: 50 € handed over − 15 € change + 20 € deposit − 5 € refund.
    expect(rowsOf(figures)[0]).toEqual(['Efectivo esperado', '50,00 €']);
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar definitivamente' }));
    expect(server.inputsTo('tillClose')).toEqual([{ day: null, countedCents: 5000 }]);
  });

  it('says so when the till cannot be read', async () => {
    tillServer({ settings: SETTINGS_ES, functions: { tillGet: () => failure('unavailable') } });
    renderApp('/sales/till');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la caja.');
  });

  it('is not a mechanic’s', async () => {
    const server = tillServer({ workshop: MECHANIC, settings: SETTINGS_ES });
    renderApp('/sales/till');
    expect(await screen.findByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
    expect(server.inputsTo('tillGet')).toEqual([]);
  });

  it('says a refusal in words: a day closed meanwhile', async () => {
    tillServer({
      settings: SETTINGS_ES,
      functions: { tillOpen: () => failure('aborted', { message: 'Closed.', details: { reason: 'till-closed' } }) },
    });
    const { user } = renderApp('/sales/till');
    await user.click(await screen.findByRole('button', { name: 'Abrir caja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La caja de este día ya está cerrada.');
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    tillServer({ settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS, ledger: LEDGER });
    const { user } = renderApp('/sales/till');
    expect(await screen.findByRole('heading', { name: 'Caixa do dia', level: 1 })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Fundo de caixa' }), '100');
    await user.click(screen.getByRole('button', { name: 'Abrir caixa' }));
    expect(await screen.findByRole('button', { name: 'Saída de numerário' })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Recebimentos por meio de pagamento' }))[1]).toEqual([
      'Numerário',
      '35,00 €',
      '20,00 €',
      '5,00 €',
      '50,00 €',
    ]);
    expect(screen.getByRole('article', { name: 'Relatório de caixa (provisório)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name: 'Caixa' }),
    ).toBeInTheDocument();
  });
});
