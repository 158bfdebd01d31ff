// What the rules of a repair write are given: who writes, and what the data layer loaded for it.
import type { TBike, TCustomer } from '../customers/customer.ts';
import { invalidField } from '../errors.ts';
import type { CatalogueItemsByKind } from './pricing.ts';

export interface RepairWriteContext {
  workshopId: string;
  /** The writer's role has repairs.pricing (docs/roles.md). */
  mayPrice: boolean;
  now: Date;
  /** Makes the ids of a new repair and of new control sheets; passed in so the rules stay pure. */
  newId: () => string;
  /** The workshop's customer the write names (found, or just created for a new repair), if any. */
  customer: Pick<TCustomer, 'id' | 'name' | 'surname' | 'phone' | 'email' | 'address' | 'dni'> | null;
  /** The workshop's bike the write names (found, or just created for a new repair), if any. */
  bike: Pick<TBike, 'id' | 'manufacturer' | 'model' | 'color' | 'year' | 'type'> | null;
  /** The catalogue items of the chosen services. */
  catalogue: CatalogueItemsByKind;
  /** The chosen mechanics that are not the workshop's. */
  unknownMechanics: readonly string[];
}

/** A repair's mechanics are the workshop's: the first that is not is named by its place in the list. */
export function checkMechanicsKnown(ids: readonly string[], unknownMechanics: readonly string[]): void {
  const unknown = unknownMechanics[0];
  if (unknown !== undefined) throw invalidField(`mechanics.${ids.indexOf(unknown)}`, 'This mechanic is not one of the workshop’s.');
}
