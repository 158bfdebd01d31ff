// A VERI*FACTU record's huella (AEAT, "Detalle de las especificaciones técnicas para generación de la huella o hash
// de los registros de facturación" v0.1.2): SHA-256 of the input the domain writes, as UTF-8, in upper-case hex
// (TipoHuella 01). docs/verifactu.md.
import { createHash } from 'node:crypto';
import {
  altaHuellaFields,
  altaHuellaInput,
  anulacionHuellaFields,
  anulacionHuellaInput,
  checkVerifactuAlta,
  type VerifactuAlta,
  type VerifactuAnulacion,
} from '@rueda/domain';

/** The huella of a record's input (altaHuellaInput, anulacionHuellaInput): 64 upper-case hex characters. */
export function huella(input: string): string {
  return createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase();
}

/** An alta with its huella, computed over its own fields and the previous record's huella; refused if the AEAT would. */
export function sealAlta(alta: Omit<VerifactuAlta, 'Huella'>): VerifactuAlta {
  checkVerifactuAlta(alta);
  return { ...alta, Huella: huella(altaHuellaInput(altaHuellaFields(alta))) };
}

/** An anulación with its huella, computed over its own fields and the previous record's huella. */
export function sealAnulacion(anulacion: Omit<VerifactuAnulacion, 'Huella'>): VerifactuAnulacion {
  return { ...anulacion, Huella: huella(anulacionHuellaInput(anulacionHuellaFields(anulacion))) };
}
