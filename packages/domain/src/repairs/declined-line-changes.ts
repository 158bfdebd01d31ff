// The writes of a repair's declined lines (docs/product.md §3 "What a write derives"): the customer's answer through
// the repair link marks the lines they declined, and the staff put one back when the customer changes their mind.
import { FunctionError, invalidField } from '../errors.ts';
import { nextLastUpdate, withDerivedFields } from './changes.ts';
import { isDeclinedLine, repairLinesOf, type RepairLine } from './declined-lines.ts';
import type { TChosenService, TRepair } from './repair.ts';

/** The repair with each line's service replaced by `change(line)` (the same object when nothing changes). */
function mapLines(repair: TRepair, change: (line: RepairLine) => TChosenService): TRepair {
  const changed = new Map(repairLinesOf(repair).map((line) => [line.service, change(line)]));
  const map = (services: TChosenService[]) => services.map((service) => changed.get(service) ?? service);
  const { packs, maintenances, stockItems } = repair.form.services;
  return {
    ...repair,
    form: {
      ...repair.form,
      services: { packs: map(packs), maintenances: map(maintenances), stockItems: map(stockItems) },
      suspensions: map(repair.form.suspensions),
    },
  };
}

function withDeclined(service: TChosenService, declined: boolean): TChosenService {
  if (declined) return { ...service, declined: true };
  const { declined: _declined, ...rest } = service;
  return rest as TChosenService;
}

/**
 * The repair after the customer's answer through its link: the declined lines are marked, the approved ones are
 * in (an answer through a new link may take back an earlier refusal). Null when no line changes.
 */
export function withCustomerAnswer(
  repair: TRepair,
  answer: { approvedLineIds: readonly string[]; declinedLineIds: readonly string[] },
  now: Date,
): TRepair | null {
  const approved = new Set(answer.approvedLineIds);
  const declined = new Set(answer.declinedLineIds);
  let changes = 0;
  const next = mapLines(repair, ({ id, service }) => {
    const wanted = declined.has(id) ? true : approved.has(id) ? false : isDeclinedLine(service);
    if (wanted === isDeclinedLine(service)) return service;
    changes += 1;
    return withDeclined(service, wanted);
  });
  if (changes === 0) return null;
  return withDerivedFields({ ...next, lastUpdate: nextLastUpdate(repair.lastUpdate, now) });
}

/**
 * The repair with a declined line put back in its total: `lineId` names a line of the repair (else invalid-argument)
 * that the customer declined (else failed-precondition 'not-declined').
 */
export function withLineIncluded(repair: TRepair, lineId: string, now: Date): { repair: TRepair; line: RepairLine } {
  const line = repairLinesOf(repair).find((candidate) => candidate.id === lineId);
  if (!line) throw invalidField('lineId', 'This line is not on the repair.');
  // Put back already (a second click, another member): the line is fine, its state is not one to change.
  if (!isDeclinedLine(line.service))
    throw new FunctionError('failed-precondition', 'The customer did not decline this line.', { reason: 'not-declined' });
  const next = mapLines(repair, (candidate) => (candidate.id === lineId ? withDeclined(candidate.service, false) : candidate.service));
  return { repair: withDerivedFields({ ...next, lastUpdate: nextLastUpdate(repair.lastUpdate, now) }), line };
}
