import { describe, expect, it } from 'vitest';
import { FunctionError } from '../errors.ts';
import type { TRecommendation } from '../recommendations/recommendation.ts';
import { convertRepair } from '../repairs/convert-repair.ts';
import { decideEstimateResponse, publicRepairOf } from './public-repair.ts';
import { estimateLinesOf, repairLinkExpiry, type TEstimateLine } from './repair-link.ts';

const AT = new Date('2026-11-27T10:00:00.000Z');
const LINES: TEstimateLine[] = [
  { id: 'packs:p', title: 'Pack', quantity: 1, price: 3500 },
  { id: 'maintenances:m', title: 'Cadena', quantity: 2, price: 1200 },
];

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof FunctionError) return (error.details as { fields: { field: string }[] }).fields[0]?.field;
    throw error;
  }
  return undefined;
}

describe('the estimate answer through the repair link (docs/product.md §21.3)', () => {
  it('approves or declines every line as a whole', () => {
    expect(decideEstimateResponse(LINES, { decision: 'approved' }, AT)).toMatchObject({
      decision: 'approved',
      approvedLineIds: ['packs:p', 'maintenances:m'],
      declinedLineIds: [],
      comment: '',
      spendingLimitCents: null,
      answeredAt: AT.toISOString(),
    });
    expect(decideEstimateResponse(LINES, { decision: 'declined', comment: 'Caro' }, AT)).toMatchObject({
      decision: 'declined',
      approvedLineIds: [],
      declinedLineIds: ['packs:p', 'maintenances:m'],
      comment: 'Caro',
    });
  });

  it('answers line by line, in the estimate order; all or none of the lines is a whole answer', () => {
    const partial = decideEstimateResponse(LINES, { decision: 'partial', approvedLineIds: ['maintenances:m'], spendingLimitCents: 0 }, AT);
    expect(partial).toMatchObject({
      decision: 'partial',
      approvedLineIds: ['maintenances:m'],
      declinedLineIds: ['packs:p'],
      spendingLimitCents: 0,
    });
    expect(
      decideEstimateResponse(LINES, { decision: 'partial', approvedLineIds: ['maintenances:m', 'packs:p'] }, AT).approvedLineIds,
    ).toEqual(['packs:p', 'maintenances:m']);
    expect(decideEstimateResponse(LINES, { decision: 'partial', approvedLineIds: ['maintenances:m', 'packs:p'] }, AT).decision).toBe(
      'approved',
    );
    expect(decideEstimateResponse(LINES, { decision: 'partial', approvedLineIds: [] }, AT).decision).toBe('declined');
  });

  it('refuses lines not in the estimate, named twice, or named with a whole answer, naming the field', () => {
    expect(fieldOf(() => decideEstimateResponse(LINES, { decision: 'partial', approvedLineIds: ['packs:x'] }, AT))).toBe(
      'approvedLineIds.0',
    );
    expect(fieldOf(() => decideEstimateResponse(LINES, { decision: 'partial', approvedLineIds: ['packs:p', 'packs:p'] }, AT))).toBe(
      'approvedLineIds.1',
    );
    expect(fieldOf(() => decideEstimateResponse(LINES, { decision: 'partial' }, AT))).toBe('approvedLineIds');
    expect(fieldOf(() => decideEstimateResponse(LINES, { decision: 'approved', approvedLineIds: [] }, AT))).toBe('approvedLineIds');
    expect(fieldOf(() => decideEstimateResponse([], { decision: 'partial', approvedLineIds: [] }, AT))).toBe('decision');
  });

  it('refuses an answer to an estimate the customer did not see as it is now', () => {
    const shown = LINES.map(({ id, quantity, price }) => ({ id, quantity, price }));
    expect(decideEstimateResponse(LINES, { decision: 'approved', shownLines: shown }, AT).decision).toBe('approved');
    for (const changed of [shown.slice(1), [...shown, { id: 'packs:n', quantity: 1, price: 1 }], [{ ...shown[0]!, price: 1 }, shown[1]!]]) {
      let reason: unknown;
      try {
        decideEstimateResponse(LINES, { decision: 'approved', shownLines: changed }, AT);
      } catch (error) {
        reason = (error as FunctionError).details;
      }
      expect(reason).toEqual({ reason: 'estimate-changed' });
    }
  });

  it('gives each line an id of its own, a service chosen twice too', () => {
    const service = { id: 'x', title: 'X', price: 100, quantity: 1 };
    const form = { services: { packs: [service, service], maintenances: [], stockItems: [service] }, suspensions: [] };
    expect(estimateLinesOf({ form } as never).map((line) => line.id)).toEqual(['packs:x', 'packs:x#2', 'stockItems:x']);
  });

  it('lives until 30 days after the delivery', () => {
    expect(repairLinkExpiry(null)).toBeNull();
    expect(repairLinkExpiry('2026-11-01T09:00:00.000Z')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });
});

describe('what the repair link shows (docs/product.md §21.2)', () => {
  const workshop = {
    name: 'Bicis Ribera',
    phone: '960 000 000',
    address: 'Calle Mayor 1',
    currencyCode: 'EUR',
    currencySymbol: '€',
    timeZone: 'Europe/Madrid',
  };

  it('shows the customer’s first name only, and no brand or model for a bike the workshop has not described', () => {
    const repair = convertRepair(
      {
        customer: { name: 'Julia María', surname: 'Soler', phone: '600 555 111' },
        technicalNotes: 'Ojo con el eje',
        state: { status: [] },
      },
      { now: AT, id: 'r-1' },
    );
    const shown = publicRepairOf(repair, workshop, null);
    expect(shown.customer).toEqual({ firstName: 'Julia' });
    expect(shown.bike).toEqual({ brand: '', model: '', color: '' });
    expect(JSON.stringify(shown)).not.toMatch(/Soler|600 555 111|Ojo con el eje|r-1/);
  });

  it('names a described bike by its brand and model', () => {
    const repair = convertRepair(
      {
        customer: { name: 'Tiago' },
        bike: { manufacturer: { value: 'orbea', label: 'Orbea' }, model: { value: 'Alma', label: 'Alma' }, color: 'azul' },
        state: { status: [] },
      },
      { now: AT },
    );
    expect(publicRepairOf(repair, workshop, null).bike).toEqual({ brand: 'Orbea', model: 'Alma', color: 'azul' });
  });
});

describe('the recommendations the repair link shows (docs/product.md §31.1)', () => {
  const workshop = {
    name: 'Bicis Ribera',
    phone: '960 000 000',
    address: 'Calle Mayor 1',
    currencyCode: 'EUR',
    currencySymbol: '€',
    timeZone: 'Pacific/Kiritimati',
  };
  const visit = (bike?: { id: string }) =>
    convertRepair({ customer: { name: 'Julia' }, state: { status: [], ...(bike ? { bike } : {}) } }, { now: AT, id: 'r-next' });

  function recommendation(changes: Partial<TRecommendation>): TRecommendation {
    return {
      id: 'rec-1',
      bikeId: 'b-1',
      fromRepairId: 'r-before',
      lineId: 'maintenances:m-chain',
      kind: 'maintenances',
      serviceId: 'm-chain',
      title: 'Cambio de cadena',
      priceAtTheTime: 1200,
      quantity: 2,
      reason: 'notDone',
      note: 'Cadena al 0,75 %',
      // 20 November at noon in UTC: already the 21st on the workshop's clock (UTC+14).
      created: '2026-11-20T12:00:00.000Z',
      createdBy: { userId: 'u-ana', name: 'Ana' },
      state: 'open',
      addedToRepairId: null,
      dismissedReason: null,
      closedAt: null,
      closedBy: null,
      ...changes,
    };
  }

  it('picks the title, the quantity, the price of one then and the day on the workshop’s clock; never the note or who', () => {
    const shown = publicRepairOf(visit({ id: 'b-1' }), workshop, null, null, [recommendation({})]);
    expect(shown.recommendations).toEqual([{ title: 'Cambio de cadena', quantity: 2, price: 1200, recommendedDay: '2026-11-21' }]);
    expect(JSON.stringify(shown)).not.toMatch(/Cadena al|u-ana|Ana|rec-1|r-before|m-chain|notDone|b-1/);
  });

  it('shows only the open ones of the bike’s other repairs, and none for a repair without a bike', () => {
    const all = [
      recommendation({ id: 'rec-open', title: 'Abierta' }),
      recommendation({ id: 'rec-here', title: 'De esta reparación', fromRepairId: 'r-next' }),
      recommendation({ id: 'rec-added', title: 'Añadida', state: 'added', addedToRepairId: 'r-next' }),
      recommendation({ id: 'rec-dismissed', title: 'Descartada', state: 'dismissed', dismissedReason: 'No' }),
      recommendation({ id: 'rec-other', title: 'De otra bici', bikeId: 'b-2' }),
    ];
    expect(publicRepairOf(visit({ id: 'b-1' }), workshop, null, null, all).recommendations.map((item) => item.title)).toEqual(['Abierta']);
    expect(publicRepairOf(visit(), workshop, null, null, all).recommendations).toEqual([]);
    expect(publicRepairOf(visit({ id: 'b-1' }), workshop, null).recommendations).toEqual([]);
  });
});
