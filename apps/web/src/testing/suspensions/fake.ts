// An in-memory fake of the suspension functions for the feature's tests, computing what is due with the
// domain's own rule, as the server does.
import {
  suspensionServiceState,
  type FunctionInput,
  type TSuspensionService,
  type TSuspensionUnit,
  DEFAULT_SUSPENSION_INTERVALS,
} from '@rueda/domain';
import type { FunctionHandlers } from '@/testing/fake-server';

export const NOW = new Date('2026-11-23T10:00:00.000Z');

export function unitOf(overrides: Partial<TSuspensionUnit> = {}): TSuspensionUnit {
  return {
    id: 'u-fork',
    bikeId: 'b-1',
    position: 'fork',
    brand: { value: 'fox', label: 'Fox' },
    model: '36 Factory',
    serialNumber: 'FX-1',
    travel: 160,
    intervals: DEFAULT_SUSPENSION_INTERVALS,
    reportedHours: null,
    reportedAt: null,
    notes: '',
    sentOut: null,
    created: '2026-06-01T10:00:00.000Z',
    lastUpdate: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function suspensionsFake(units: TSuspensionUnit[], services: TSuspensionService[] = []) {
  const state = { units: [...units], services: [...services] };
  const viewOf = (unit: TSuspensionUnit) => {
    const own = state.services.filter((service) => service.unitId === unit.id);
    return { unit, services: own, state: suspensionServiceState(unit, own, NOW) };
  };
  const functions: FunctionHandlers = {
    suspensionsList: ({ bikeId }) => state.units.filter((unit) => unit.bikeId === bikeId).map(viewOf),
    suspensionsCreate: (input: FunctionInput<'suspensionsCreate'>) => {
      const unit = unitOf({ ...input, id: `u-${input.position}`, serialNumber: input.serialNumber ?? '', model: input.model ?? '' });
      state.units.push(unit);
      return viewOf(unit);
    },
    suspensionServicesForRepair: () => ({ bikeId: 'b-1', units: state.units.map(viewOf), services: state.services }),
    suspensionServicesRecord: (input) => {
      const service: TSuspensionService = {
        id: `s-${state.services.length + 1}`,
        unitId: input.unitId,
        kind: input.kind,
        date: NOW.toISOString(),
        repairId: input.repairId,
        serviceLineId: input.serviceLineId,
        serviceTitle: 'Mantenimiento de horquilla',
        created: NOW.toISOString(),
      };
      state.services.push(service);
      return service;
    },
    suspensionServicesDelete: ({ id }) => {
      state.services = state.services.filter((service) => service.id !== id);
      return { deleted: true as const };
    },
  };
  return { state, functions };
}
