// The isolation suite's random payloads (isolation.test.ts): a function's valid payload with up to three of its
// fields replaced or removed, or a value of any shape instead, drawn from values that reach past validation: both
// workshops' ids, stale and impossible dates, the domain's statuses, and anything fast-check makes.
import { REPAIR_PAYMENTS, REPAIR_STATUSES } from '@rueda/domain';
import fc from 'fast-check';
import { pathsOf, withEdit } from './isolation-payloads.ts';

export interface KnownValues {
  /** Ids of both workshops' rows (and names of their catalogue items), so that a field may name another's. */
  ids: readonly string[];
  /** A repair's current concurrency token. */
  lastUpdate: string;
}

/** One value for a field: a known id, a date, a status, or anything at all. */
function leaf({ ids, lastUpdate }: KnownValues) {
  return fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.constantFrom(...ids, 'missing', '', ' ', 'x'.repeat(300)),
    fc.constantFrom(lastUpdate, '2026-11-01T10:00:00.000Z', 'yesterday', '2026-02-30T10:00:00Z'),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom(...REPAIR_STATUSES, ...REPAIR_PAYMENTS, 'started', null, true),
    fc.integer({ min: -5, max: 2_000_000_000 }),
    fc.double(),
    fc.string({ maxLength: 30 }),
  );
}

/** The valid payload, with up to three of its fields replaced, removed, or the whole thing random. */
export function randomPayload(valid: unknown, known: KnownValues) {
  const paths = pathsOf(valid);
  const edit = fc.tuple(paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<string[]>(['extra']), leaf(known), fc.boolean());
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    {
      weight: 6,
      arbitrary: fc
        .array(edit, { minLength: 1, maxLength: 3 })
        .map((edits) =>
          edits.reduce(
            (payload, [path, value, remove]) =>
              pathsOf(payload).some((p) => p.join('.') === path.join('.')) || path.length === 1
                ? withEdit(payload, path, value, remove)
                : payload,
            valid,
          ),
        ),
    },
    { weight: 1, arbitrary: leaf(known) },
  );
}
