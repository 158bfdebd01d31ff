import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from './permissions.ts';

describe('role permissions', () => {
  it('only admins manage the subscription, the workshop settings and imports', () => {
    for (const permission of ['subscription.manage', 'workshop.settings', 'repairs.import'] as const) {
      expect(can('admin', permission)).toBe(true);
      expect(can('manager', permission)).toBe(false);
      expect(can('mechanic', permission)).toBe(false);
    }
  });

  it('mechanics do not change prices, delete anything or see revenue', () => {
    for (const permission of [
      'repairs.pricing',
      'repairs.delete',
      'customers.delete',
      'services.manage',
      'revenue.view',
      'mechanics.manage',
    ] as const) {
      expect(can('mechanic', permission), permission).toBe(false);
      expect(can('manager', permission), permission).toBe(true);
    }
  });

  it('every role uses the workshop, edits repairs and customers, and manages bookings', () => {
    for (const role of ['admin', 'manager', 'mechanic'] as const) {
      for (const permission of ['workshop.use', 'repairs.edit', 'customers.edit', 'bookings.manage', 'subscription.view'] as const)
        expect(can(role, permission)).toBe(true);
    }
  });

  it('no role, no permission', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) expect(can(null, permission)).toBe(false);
  });
});
