import { describe, expect, it } from 'vitest';
import {
  EMPTY_NOTIFICATIONS,
  NEW_APPOINTMENTS_MAX,
  newlyRaised,
  notificationsOf,
  withAppointment,
  withCleared,
  withGarage,
  withSubscriptionChange,
  ZNotificationsSchema,
} from './notifications.ts';

describe('the notifications document', () => {
  it('reads a missing or malformed document as the empty one, keeping what is well formed', () => {
    expect(notificationsOf(undefined)).toEqual(EMPTY_NOTIFICATIONS);
    expect(
      notificationsOf({ sources: { garage: 'yes' }, count: 9, identifiers: { appointments: ['r1', 3] }, subscriptionStatus: 'x' }),
    ).toEqual({
      ...EMPTY_NOTIFICATIONS,
      identifiers: { appointments: ['r1'] },
    });
  });

  it('raises the subscription source on a change of state and counts the raised sources', () => {
    const doc = withSubscriptionChange({ sources: { garage: true } }, 'expired');
    expect(doc).toEqual({
      sources: { garage: true, appointments: false, subscription: true },
      count: 2,
      identifiers: { appointments: [] },
      subscriptionStatus: 'expired',
    });
    expect(ZNotificationsSchema.parse(doc)).toEqual(doc);
  });

  it('clears one source, or the appointments’ identifiers, and nothing else', () => {
    const raised = {
      sources: { garage: true, appointments: true, subscription: true },
      count: 3,
      identifiers: { appointments: ['r1', 'r2'] },
      subscriptionStatus: 'active',
    };
    expect(withCleared(raised, 'subscription')).toMatchObject({
      sources: { garage: true, appointments: true, subscription: false },
      count: 2,
      identifiers: { appointments: ['r1', 'r2'] },
      subscriptionStatus: 'active',
    });
    expect(withCleared(raised, 'appointments')).toMatchObject({ sources: { appointments: false }, count: 2 });
    expect(withCleared(raised, 'appointmentIdentifiers')).toMatchObject({ count: 3, identifiers: { appointments: [] } });
  });

  it('raises the appointments source for a repair to look at, once per repair, keeping the newest', () => {
    const first = withAppointment(undefined, 'r1');
    expect(first).toEqual({
      ...EMPTY_NOTIFICATIONS,
      sources: { ...EMPTY_NOTIFICATIONS.sources, appointments: true },
      count: 1,
      identifiers: { appointments: ['r1'] },
    });
    expect(withAppointment(withAppointment(first, 'r2'), 'r1').identifiers.appointments).toEqual(['r2', 'r1']);
    let many = first;
    for (let n = 2; n <= NEW_APPOINTMENTS_MAX + 5; n += 1) many = withAppointment(many, `r${n}`);
    expect(many.identifiers.appointments).toHaveLength(NEW_APPOINTMENTS_MAX);
    expect(many.identifiers.appointments[0]).toBe('r6');
  });

  it('tells what a change newly raised: a source going up, or another new appointment while it is up', () => {
    const quiet = EMPTY_NOTIFICATIONS;
    const oneAppointment = withAppointment(quiet, 'r1');
    expect(newlyRaised(quiet, oneAppointment)).toEqual(['appointments']);
    expect(newlyRaised(oneAppointment, withAppointment(oneAppointment, 'r2'))).toEqual(['appointments']);
    expect(newlyRaised(oneAppointment, withAppointment(oneAppointment, 'r1'))).toEqual([]);
    expect(newlyRaised(oneAppointment, withGarage(oneAppointment, true))).toEqual(['garage']);
    expect(newlyRaised(withGarage(quiet, true), withGarage(quiet, false))).toEqual([]);
    expect(newlyRaised(oneAppointment, withCleared(oneAppointment, 'appointments'))).toEqual([]);
  });
});
