// The starter catalogue's shapes and groups; its items are in starter-packs.ts, starter-maintenances.ts and
// starter-suspensions.ts (starter-catalogue.ts turns them into a catalogue), each text once per language.
import type { Language } from '../constants.ts';
import type { BIKE_TYPES } from '../customers/customer.ts';

/** One text in every language: European Spanish (es) and European Portuguese (pt). */
export type Words = Readonly<Record<Language, string>>;
type BikeType = (typeof BIKE_TYPES)[number];

export const GROUPS = {
  brakes: { es: 'Frenos', pt: 'Travões' },
  transmission: { es: 'Transmisión', pt: 'Transmissão' },
  wheels: { es: 'Ruedas y neumáticos', pt: 'Rodas e pneus' },
  suspension: { es: 'Suspensión', pt: 'Suspensão' },
  ebike: { es: 'Bicicleta eléctrica', pt: 'Bicicleta elétrica' },
} as const satisfies Record<string, Words>;
export type Group = keyof typeof GROUPS;

export interface StarterPack {
  id: string;
  title: Words;
  subtitle: Words;
  description: Words;
  recommendation: Words;
  /** Euro cents. */
  price: number;
  estimatedMinutes: number;
  allowedDisciplines?: BikeType[];
  details: Words[];
  checklist: Words[];
}

export interface StarterMaintenance {
  id: string;
  group: Group;
  title: Words;
  description: Words;
  /** Euro cents; `from` and `to` give the range of a price that depends on the bike. */
  price: number;
  from?: number;
  to?: number;
  estimatedMinutes: number;
  checklist?: Words[];
}

export interface StarterSuspension {
  id: string;
  title: Words;
  description: Words;
  price: number;
  estimatedMinutes: number;
}
