import { describe, expect, it } from 'vitest';
import { publicRepairOf } from '../messaging/public-repair.ts';
import { intake, NOW, writeContext } from './fixtures/write-context.ts';
import { withCustomerAnswer, withLineIncluded } from './declined-line-changes.ts';
import { chargeableTotalOf, repairLinesOf } from './declined-lines.ts';
import { newRepair } from './new-repair.ts';

const LATER = new Date(NOW.getTime() + 60_000);

/** Puesta a punto 35 €, two chain changes at 12 € and a fork service at 60 €: 119 €. */
function repair() {
  return newRepair(
    intake({
      services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain', quantity: 2 }], suspensions: [{ id: 's-fork' }] },
    }),
    writeContext(),
  );
}

const workshop = { name: 'Ciclos', phone: '', address: '', currencyCode: 'EUR', currencySymbol: '€', timeZone: 'Europe/Madrid' };

describe('a line the customer declined (docs/product.md §3)', () => {
  it('charges every line but the declined ones', () => {
    expect(chargeableTotalOf([{ price: 3500 }, { price: 1200, quantity: 2, declined: true }, { price: 6000, quantity: 1 }])).toBe(9500);
    expect(chargeableTotalOf([{ price: 3500, declined: false }])).toBe(3500);
  });

  it('leaves a declined line on the repair, marked, and out of its total', () => {
    const before = repair();
    expect(before.totalPrice).toBe(11_900);
    const answered = withCustomerAnswer(
      before,
      { approvedLineIds: ['packs:pack-basic', 'suspensions:s-fork'], declinedLineIds: ['maintenances:m-chain'] },
      LATER,
    )!;
    expect(answered.form.services.maintenances).toEqual([expect.objectContaining({ id: 'm-chain', quantity: 2, declined: true })]);
    expect(answered.totalPrice).toBe(9500);
    expect(answered.state.serviceTotals.total).toBe(9500);
    expect(answered.lastUpdate).toBe(LATER.toISOString());
    expect(repairLinesOf(answered).map((line) => line.id)).toEqual(['packs:pack-basic', 'maintenances:m-chain', 'suspensions:s-fork']);
  });

  it('changes nothing when the customer approves every line', () => {
    expect(withCustomerAnswer(repair(), { approvedLineIds: ['packs:pack-basic'], declinedLineIds: [] }, LATER)).toBeNull();
  });

  it('takes back an earlier refusal when a later answer approves the line', () => {
    const declined = withCustomerAnswer(repair(), { approvedLineIds: [], declinedLineIds: ['suspensions:s-fork'] }, LATER)!;
    expect(declined.totalPrice).toBe(5900);
    const approved = withCustomerAnswer(declined, { approvedLineIds: ['suspensions:s-fork'], declinedLineIds: [] }, LATER)!;
    expect(approved.totalPrice).toBe(11_900);
    expect(approved.form.suspensions[0]).not.toHaveProperty('declined');
  });

  it('puts a declined line back in the total; a line put back already is a failed precondition, one not there names lineId', () => {
    const declined = withCustomerAnswer(repair(), { approvedLineIds: [], declinedLineIds: ['maintenances:m-chain'] }, LATER)!;
    const { repair: included, line } = withLineIncluded(declined, 'maintenances:m-chain', LATER);
    expect(line.service.title).toBe('Cambio de cadena');
    expect(included.totalPrice).toBe(11_900);
    expect(included.form.services.maintenances[0]).not.toHaveProperty('declined');
    expect(Date.parse(included.lastUpdate)).toBeGreaterThan(Date.parse(declined.lastUpdate));
    expect(() => withLineIncluded(included, 'maintenances:m-chain', LATER)).toThrow(
      expect.objectContaining({ code: 'failed-precondition', details: { reason: 'not-declined' } }),
    );
    expect(() => withLineIncluded(declined, 'packs:nope', LATER)).toThrow(
      expect.objectContaining({ code: 'invalid-argument', details: { fields: [{ field: 'lineId', message: expect.any(String) }] } }),
    );
  });

  it('asks the customer about every line on a new link, a declined one too', () => {
    const declined = withCustomerAnswer(repair(), { approvedLineIds: [], declinedLineIds: ['suspensions:s-fork'] }, LATER)!;
    const shown = publicRepairOf(declined, workshop, null);
    expect(shown.estimate.lines.map((line) => line.id)).toEqual(['packs:pack-basic', 'maintenances:m-chain', 'suspensions:s-fork']);
    expect(shown.estimate.totalCents).toBe(11_900);
  });
});
