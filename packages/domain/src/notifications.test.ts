import { describe, expect, it } from 'vitest';
import { EMPTY_NOTIFICATIONS, notificationsOf, withCleared, withSubscriptionChange, ZNotificationsSchema } from './notifications.ts';

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
});
