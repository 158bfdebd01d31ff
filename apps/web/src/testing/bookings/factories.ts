// Factories for the booking calendar's tests (docs/style.md §7: factories with overrides).
import { convertRepair, type RepairStatus, type TRepair } from '@rueda/domain';

export interface BookingRepairInput {
  id?: string;
  status?: RepairStatus;
  created?: string;
  confirmedDate?: string | null;
  postponedDate?: string | null;
  observations?: string;
  name?: string;
  surname?: string;
  phone?: string;
  manufacturer?: string;
  model?: string;
}

let sequence = 0;

/** A whole version-4 repair with a booking, through the domain's own converter so it is always valid. */
export function bookingRepair(input: BookingRepairInput = {}): TRepair {
  sequence += 1;
  const id = input.id ?? `r-${sequence}`;
  const created = input.created ?? '2026-03-01T09:00:00.000Z';
  const status = input.status ?? 'confirmed';
  return convertRepair(
    {
      version: 4,
      id,
      created,
      lastUpdate: created,
      customer: { id: `c-${id}`, name: input.name ?? 'Ana', surname: input.surname ?? 'López', phone: input.phone ?? '600 111 222' },
      bike: {
        manufacturer: { value: 'orbea', label: input.manufacturer ?? 'Orbea' },
        model: { value: 'alma', label: input.model ?? 'Alma' },
        color: 'rojo',
        year: 2022,
        type: 'mountain',
      },
      form: { services: { packs: [], maintenances: [], stockItems: [] }, suspensions: [] },
      state: {
        status: [{ status, date: created, observations: '' }],
        booking: {
          confirmedDate: input.confirmedDate ?? null,
          postponedDate: input.postponedDate ?? null,
          observations: input.observations ?? '',
        },
        created,
        lastUpdate: created,
        controlSheets: [],
        serviceTotals: { total: 0 },
      },
    },
    { now: new Date(created), id },
  );
}
