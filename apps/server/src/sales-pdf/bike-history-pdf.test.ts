// docs/product.md §31.3: a bike's history as a PDF, read back from its uncompressed content streams (pdf-reading.ts):
// the bike, the totals per year, each repair's lines, dates and mechanics, the units and the recommendations, in both
// languages, and nothing of the owner's personal data.
import {
  bikeHistoryTotals,
  DEFAULT_SUSPENSION_INTERVALS,
  suspensionServiceState,
  type TBike,
  type TBikeHistoryRepair,
  type TBikesHistoryOutput,
  type TRecommendation,
  type TSuspensionService,
  type TSuspensionUnit,
} from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { bikeHistoryFileName, renderBikeHistoryPdf, type BikeHistoryInput } from './bike-history-pdf.ts';
import { pdfText, readPdf } from './pdf-reading.ts';

const NOW = new Date('2026-03-10T10:00:00.000Z');
const TIME_ZONE = 'Europe/Madrid';

const BIKE: TBike = {
  id: 'bike-1',
  customerId: 'customer-1',
  manufacturer: { value: 'orbea', label: 'Orbea' },
  model: { value: 'Oiz', label: 'Oiz' },
  color: 'verde',
  year: 2021,
  type: 'mountain',
  frameNumber: 'WOR-123456',
  notes: 'Notas internas del taller',
  created: '2023-01-10T10:00:00.000Z',
  lastUpdate: '2023-01-10T10:00:00.000Z',
};

function repair(overrides: Partial<TBikeHistoryRepair>): TBikeHistoryRepair {
  return {
    id: 'r-1',
    status: 'delivered',
    payment: 'paid',
    created: '2024-05-02T08:00:00.000Z',
    entryDate: '2024-05-02T08:30:00.000Z',
    finishedAt: '2024-05-03T17:00:00.000Z',
    deliveredAt: '2024-05-04T10:00:00.000Z',
    total: 5_900,
    lines: [
      { kind: 'packs', title: 'Puesta a punto', quantity: 1, price: 3_500 },
      { kind: 'maintenances', title: 'Cambio de cadena', quantity: 2, price: 1_200 },
    ],
    mechanics: ['Lucía'],
    customerId: 'customer-1',
    customerName: 'Marta Iglesias',
    photoIds: [],
    ...overrides,
  };
}

const REPAIRS = [
  repair({
    id: 'r-3',
    status: 'inProgress',
    created: '2026-03-01T09:00:00.000Z',
    entryDate: '2026-03-01T09:00:00.000Z',
    finishedAt: null,
    deliveredAt: null,
    total: 6_000,
    lines: [{ kind: 'suspensions', title: 'Mantenimiento de horquilla', quantity: 1, price: 6_000 }],
    mechanics: ['Andrés', 'Lucía'],
  }),
  // Delivered at 00:30 on 1 January in Madrid: 2026's.
  repair({
    id: 'r-2',
    created: '2025-12-20T09:00:00.000Z',
    entryDate: '2025-12-20T09:00:00.000Z',
    finishedAt: '2025-12-30T12:00:00.000Z',
    deliveredAt: '2025-12-31T23:30:00.000Z',
    total: 7_900,
    lines: [{ kind: 'packs', title: 'Revisión completa', quantity: 1, price: 7_900 }],
  }),
  repair({}),
];

const UNIT: TSuspensionUnit = {
  id: 'unit-1',
  bikeId: 'bike-1',
  position: 'fork',
  brand: { value: 'fox', label: 'Fox' },
  model: '34',
  serialNumber: 'FX-9',
  travel: 140,
  intervals: DEFAULT_SUSPENSION_INTERVALS,
  reportedHours: null,
  reportedAt: null,
  notes: '',
  sentOut: null,
  created: '2024-05-02T08:00:00.000Z',
  lastUpdate: '2024-05-02T08:00:00.000Z',
};
const SERVICE: TSuspensionService = {
  id: 'service-1',
  unitId: 'unit-1',
  kind: 'full',
  date: '2024-05-03T17:00:00.000Z',
  repairId: 'r-1',
  serviceLineId: 's-fork',
  serviceTitle: 'Mantenimiento de horquilla',
  created: '2024-05-03T17:00:00.000Z',
};
const RECOMMENDATION: TRecommendation = {
  id: 'rec-1',
  bikeId: 'bike-1',
  fromRepairId: 'r-2',
  lineId: 'stockItems:st-tube',
  kind: 'stockItems',
  serviceId: 'st-tube',
  title: 'Cubierta trasera',
  priceAtTheTime: 3_200,
  quantity: 1,
  reason: 'declined',
  note: '',
  created: '2025-12-30T12:00:00.000Z',
  createdBy: null,
  state: 'open',
  addedToRepairId: null,
  dismissedReason: null,
  closedAt: null,
  closedBy: null,
};

function input(overrides: Partial<TBikesHistoryOutput> = {}): BikeHistoryInput {
  const history: TBikesHistoryOutput = {
    bikeId: BIKE.id,
    timeZone: TIME_ZONE,
    repairs: REPAIRS,
    totals: bikeHistoryTotals(REPAIRS, TIME_ZONE),
    suspensions: [{ unit: UNIT, services: [SERVICE], state: suspensionServiceState(UNIT, [SERVICE], NOW) }],
    recommendations: [RECOMMENDATION],
    ...overrides,
  };
  return { bike: BIKE, history, workshop: { name: 'Ciclos Marta', currency: 'EUR' } };
}

/** Intl's amounts keep their sign to the figure with a no-break space: "79,00 €". */
const nb = (text: string) => text.replace(/ (?=€)/g, '\u00a0');

const render = (language: 'es' | 'pt', overrides: Partial<TBikesHistoryOutput> = {}) =>
  renderBikeHistoryPdf(input(overrides), { language, now: NOW, compress: false });

describe('the bike’s history as a PDF', () => {
  it('prints the bike, what it cost per year and in all, each repair, its units and its open recommendations', async () => {
    const pdf = await render('es');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Historial de la bici',
      'Ciclos Marta · 10/03/2026',
      'Orbea Oiz',
      'N.º de cuadro: WOR-123456',
      'Año: 2021',
      'Lo que ha costado',
      '2026 · 1 reparación',
      nb('79,00 €'),
      '2024 · 1 reparación',
      nb('59,00 €'),
      nb('138,00 €'),
      // r-2 is dated by its delivery on the workshop's clock.
      '01/01/2026 · Entregada',
      'Entrada: 20/12/2025 · Terminada: 30/12/2025 · Entregada: 01/01/2026',
      'Mecánicos: Andrés, Lucía',
      'Sin entregar: no cuenta en lo que ha costado.',
      'Cambio de cadena',
      nb('24,00 €'),
      'Suspensiones',
      'Horquilla · Fox 34 · N.º de serie FX-9 — Toca mantenimiento',
      'Mantenimiento de botellas · Próximo: 03/05/2025',
      '03/05/2024 · Mantenimiento completo · Mantenimiento de horquilla',
      'Trabajos recomendados pendientes',
      `•  30/12/2025 · Cubierta trasera · 1 × ${nb('32,00 €')}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints nothing of the owner: not who brought it in, nor the bike’s notes', async () => {
    const text = pdfText(await render('es'));
    expect(text).not.toContain('Marta Iglesias');
    expect(text).not.toContain('Notas internas');
  });

  it('speaks Portuguese', async () => {
    const text = pdfText(await render('pt'));
    for (const expected of [
      'Histórico da bicicleta',
      'Quanto custou',
      'N.º de quadro: WOR-123456',
      '01/01/2026 · Entregue',
      'Mecânicos: Andrés, Lucía',
      'Forqueta · Fox 34 · N.º de série FX-9 — Manutenção em falta',
      'Trabalhos recomendados pendentes',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('says so for a bike with no repairs, and leaves out the sections it has nothing for', async () => {
    const text = pdfText(await render('es', { repairs: [], totals: { years: [], total: 0 }, suspensions: [], recommendations: [] }));
    expect(text).toContain('Todavía no se ha entregado ninguna reparación de esta bici.');
    expect(text).toContain('Esta bici todavía no tiene reparaciones.');
    expect(text).not.toContain('Suspensiones');
    expect(text).not.toContain('Trabajos recomendados pendientes');
  });

  it('goes on to more pages for a long history, each saying whose it is', async () => {
    const many = Array.from({ length: 30 }, (_, index) => repair({ id: `r-${index}` }));
    const pages = readPdf(await render('es', { repairs: many, totals: bikeHistoryTotals(many, TIME_ZONE) }));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1)) expect(page.runs[0]?.text).toBe('Historial de la bici · Orbea Oiz');
  });

  it('is named after the bike, in the reader’s language', () => {
    expect(bikeHistoryFileName(BIKE, 'es')).toBe('Historial Orbea Oiz.pdf');
    expect(bikeHistoryFileName({ ...BIKE, manufacturer: null, model: { value: 'a/b', label: 'A/B' } }, 'pt')).toBe('Histórico A-B.pdf');
  });
});
