// The repair as someone else left it while a device kept a change of its own (docs/product.md §30.4): the conflicts'
// tests, of the rule and of the dialog, decide against it.
import type { RepairStatus } from '@rueda/domain';
import { repair } from './factories';

/** When the device last read the repair. */
export const SEEN = '2026-06-01T09:00:00.000Z';
/** When someone else changed it. */
export const NOW = '2026-06-02T10:00:00.000Z';

/** Repair r-1, seen at SEEN, then moved to `status` at NOW by someone else, who also ticked Frenos and wrote the notes. */
export function repairChangedMeanwhile(status: RepairStatus, observations = '') {
  return repair({
    id: 'r-1',
    lastUpdate: NOW,
    status,
    technicalNotes: 'Cambiada la cadena',
    state: {
      status: [
        { status: 'notReviewed', date: SEEN, observations: '' },
        { status, date: NOW, observations },
      ],
      booking: {},
      created: SEEN,
      lastUpdate: NOW,
      controlSheets: [
        {
          controlSheetId: 'cs-1',
          packId: 'pack-basica',
          items: [
            { label: 'Frenos', checked: true },
            { label: 'Cadena', checked: false },
            { label: 'Ruedas', checked: false },
          ],
        },
      ],
      serviceTotals: { total: 3500 },
    },
  });
}
