import { describe, expect, it } from 'vitest';
import { workshopInUse, type MembershipChoice } from './memberships.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const centre: MembershipChoice = { workshopId: 'centre', role: 'admin', active: true, joinedAt: day(1) };
const beach: MembershipChoice = { workshopId: 'beach', role: 'mechanic', active: true, joinedAt: day(5) };
const old: MembershipChoice = { workshopId: 'old', role: 'manager', active: false, joinedAt: day(0) };

describe('the workshop a session works in (docs/product.md §32.1)', () => {
  it('is the one it was switched to while that membership is active', () => {
    expect(workshopInUse([centre, beach], { sessionWorkshopId: 'beach', lastWorkshopId: 'centre' })).toBe(beach);
  });

  it('is the account’s last used one for a new session, else its oldest active membership', () => {
    expect(workshopInUse([centre, beach], { sessionWorkshopId: null, lastWorkshopId: 'beach' })).toBe(beach);
    expect(workshopInUse([beach, centre], { sessionWorkshopId: null, lastWorkshopId: null })).toBe(centre);
    expect(workshopInUse([old, beach, centre], { sessionWorkshopId: null, lastWorkshopId: 'gone' })).toBe(centre);
  });

  it('moves off a membership deactivated or removed since, to an active one', () => {
    const sleeping = { ...beach, active: false };
    expect(workshopInUse([centre, sleeping], { sessionWorkshopId: 'beach', lastWorkshopId: 'beach' })).toBe(centre);
    expect(workshopInUse([centre], { sessionWorkshopId: 'beach', lastWorkshopId: 'beach' })).toBe(centre);
  });

  it('stays on a deactivated membership only when none is active, so that the member is told; none without any', () => {
    const sleeping = { ...beach, active: false };
    expect(workshopInUse([old, sleeping], { sessionWorkshopId: 'beach', lastWorkshopId: null })).toBe(sleeping);
    expect(workshopInUse([sleeping, old], { sessionWorkshopId: null, lastWorkshopId: null })).toBe(old);
    expect(workshopInUse([], { sessionWorkshopId: 'beach', lastWorkshopId: 'beach' })).toBeNull();
  });

  it('takes a chain’s workshop read without a membership (§32.2) only when switched to or last used, never as the default', () => {
    const reading: MembershipChoice = { workshopId: 'far', role: 'chainAdmin', active: true, joinedAt: day(0) };
    expect(workshopInUse([centre, reading], { sessionWorkshopId: 'far', lastWorkshopId: null })).toBe(reading);
    expect(workshopInUse([centre, reading], { sessionWorkshopId: null, lastWorkshopId: 'far' })).toBe(reading);
    expect(workshopInUse([reading, centre], { sessionWorkshopId: null, lastWorkshopId: null })).toBe(centre);
    expect(workshopInUse([reading], { sessionWorkshopId: null, lastWorkshopId: 'gone' })).toBeNull();
  });
});
