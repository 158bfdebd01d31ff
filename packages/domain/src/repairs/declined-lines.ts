// A repair's lines and the customer's say on them (docs/product.md §3 "What a write derives"): a line the customer
// declined through the repair link stays on the repair, marked `declined: true`, and counts in no total, work
// order or payment; the staff may put it back in when the customer changes their mind. This file is the one rule
// for what a repair charges: the derived total, the repair page, the work order and the payment all use it. The
// writes that mark a line or put it back are in declined-line-changes.ts.
import { SERVICE_KINDS, type ServiceKind } from '../catalogue/catalogue.ts';
import { sumOfItems } from '../money.ts';
import type { TChosenService, TRepair } from './repair.ts';

/** One of the repair's chosen services with its line id: `<kind>:<catalogue id>`, `#2`, `#3`… for a repeat. */
export interface RepairLine {
  id: string;
  kind: ServiceKind;
  service: TChosenService;
}

function servicesOf(repair: Pick<TRepair, 'form'>, kind: ServiceKind): TChosenService[] {
  return kind === 'suspensions' ? repair.form.suspensions : repair.form.services[kind];
}

/** The repair's lines in the order the repair page shows them; their ids are the repair link's estimate ids. */
export function repairLinesOf(repair: Pick<TRepair, 'form'>): RepairLine[] {
  const lines: RepairLine[] = [];
  const seen = new Set<string>();
  for (const kind of SERVICE_KINDS) {
    for (const service of servicesOf(repair, kind)) {
      // An imported repair may hold one service twice: each line still gets an id of its own.
      let id = `${kind}:${service.id}`;
      for (let n = 2; seen.has(id); n += 1) id = `${kind}:${service.id}#${n}`;
      seen.add(id);
      lines.push({ id, kind, service });
    }
  }
  return lines;
}

/** Whether the customer declined the line (and nobody put it back since). */
export function isDeclinedLine(line: object): boolean {
  return (line as { declined?: unknown }).declined === true;
}

/** What the lines charge: price × quantity over every line the customer did not decline, in cents. */
export function chargeableTotalOf(lines: readonly { price: number; quantity?: number; declined?: unknown }[]): number {
  return sumOfItems(lines.filter((line) => !isDeclinedLine(line)));
}

/** What the customer declined: price × quantity over the declined lines, in cents. */
export function declinedTotalOf(lines: readonly { price: number; quantity?: number; declined?: unknown }[]): number {
  return sumOfItems(lines.filter(isDeclinedLine));
}
