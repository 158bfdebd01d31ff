// Who may set what a repair costs, and the prices of the services chosen for it. docs/roles.md:
// changing prices or the payment needs the repairs.pricing permission. The data layer loads the
// chosen items from the catalogue; these rules decide with them.
import type { z } from 'zod';
import { SERVICE_KINDS, type ServiceKind, type TCatalogue } from '../catalogue/catalogue.ts';
import { FunctionError, invalidField } from '../errors.ts';
import type { ZServiceChoicesSchema } from './functions.ts';
import type { TChosenService, TRepair } from './repair.ts';
import { DEFAULT_REPAIR_PAYMENT, type RepairPayment } from './status.ts';

export type ServiceChoices = z.output<typeof ZServiceChoicesSchema>;

/** The catalogue items of the chosen services, by kind and id (active or not: a repair keeps what it was given). */
export type CatalogueItemsByKind = { readonly [K in ServiceKind]: ReadonlyMap<string, TCatalogue[K][number]> };

/** The chosen services, priced, by the kind the repair's form keeps them under. */
export type PricedServices = Record<ServiceKind, TChosenService[]>;

function needsPricing(): FunctionError {
  return new FunctionError('permission-denied', 'Your role may not change prices or payments.', { reason: 'role' });
}

/** A new repair with a payment other than the default one is a payment set by its writer: repairs.pricing. */
export function checkInitialPayment(payment: RepairPayment, mayPrice: boolean): void {
  if (payment !== DEFAULT_REPAIR_PAYMENT && !mayPrice) throw needsPricing();
}

function servicesOn(repair: TRepair, kind: ServiceKind): readonly TChosenService[] {
  return kind === 'suspensions' ? repair.form.suspensions : repair.form.services[kind];
}

/**
 * The chosen services, priced: an item already on the repair keeps its title and price, a new one
 * takes the catalogue's; a price different from that base price needs repairs.pricing. A new
 * service must be in the catalogue and not archived; a refusal names its place in the choices.
 */
export function priceServices(
  choices: ServiceChoices,
  catalogue: CatalogueItemsByKind,
  existing: TRepair | null,
  mayPrice: boolean,
): PricedServices {
  const priced: PricedServices = { packs: [], maintenances: [], suspensions: [], stockItems: [] };
  for (const kind of SERVICE_KINDS) {
    const items: ReadonlyMap<string, { title: string; price: number; archived: boolean; estimatedMinutes?: number | null }> =
      catalogue[kind];
    const before = existing ? servicesOn(existing, kind) : [];
    choices[kind].forEach((choice, index) => {
      const previous = before.find((service) => service.id === choice.id);
      // docs/product.md §3: a repair keeps the title and price a service had when it was added.
      if (previous) {
        if (choice.price !== undefined && choice.price !== previous.price && !mayPrice) throw needsPricing();
        priced[kind].push({ ...previous, price: choice.price ?? previous.price, quantity: choice.quantity });
        return;
      }
      const item = items.get(choice.id);
      if (!item) throw invalidField(`services.${kind}.${index}.id`, 'This service is not in the workshop’s catalogue.');
      // An archived service is not offered for new repairs; it stays on the repairs that have it.
      if (item.archived) throw invalidField(`services.${kind}.${index}.id`, 'This service is archived.');
      if (choice.price !== undefined && choice.price !== item.price && !mayPrice) throw needsPricing();
      const line: TChosenService = { id: choice.id, title: item.title, price: choice.price ?? item.price, quantity: choice.quantity };
      // docs/product.md §15.2: the estimate is kept on the line, as the price is, for the calendar's day load.
      if (typeof item.estimatedMinutes === 'number') line.estimatedMinutes = item.estimatedMinutes;
      priced[kind].push(line);
    });
  }
  return priced;
}
