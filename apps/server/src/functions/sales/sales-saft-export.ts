import { exportSaftMonth } from '../../services/saft-export.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.8: a Portuguese workshop's month as its SAF-T (PT) invoicing file, valid against the AT's XSD. */
export const salesSaftExport = defineFunction('salesSaftExport', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, clock, verifactu, portugal }) =>
    exportSaftMonth(db, workshopId, input.month, {
      now: clock(),
      program: {
        producerName: verifactu.system.NombreRazon,
        producerTaxId: verifactu.system.NIF,
        certificateNumber: portugal.certificateNumber,
        version: verifactu.system.Version,
      },
    }),
});
