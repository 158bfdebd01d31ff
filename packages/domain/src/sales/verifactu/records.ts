// The VERI*FACTU billing records Rueda writes (Real Decreto 1007/2023, Orden HAC/1177/2024), with the AEAT's own
// field names (SuministroInformacion.xsd) so that each maps to one element. Amounts are cents, rates basis points and
// days YYYY-MM-DD, as everywhere in Rueda; they are written in the XSD's formats by ./formats.ts only.

/** Invoice types (XSD ClaveTipoFacturaType): full, simplified, full replacing simplified, rectifying R1–R5. */
export type VerifactuTipoFactura = 'F1' | 'F2' | 'F3' | 'R1' | 'R2' | 'R3' | 'R4' | 'R5';

/** How a rectifying invoice rectifies (XSD ClaveTipoRectificativaType): by substitution or by differences. */
export type VerifactuTipoRectificativa = 'S' | 'I';

/** An invoice as the AEAT identifies it: the issuer's NIF, its series and number, its issue day. */
export interface VerifactuInvoiceRef {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  /** YYYY-MM-DD. */
  FechaExpedicionFactura: string;
}

/** Kinds of a foreign id (XSD PersonaFisicaJuridicaIDTypeType): 02 NIF-IVA, 03 passport, 04 official id of the
 * country of residence, 05 certificate of residence, 06 other document, 07 not registered. */
export type VerifactuIdType = '02' | '03' | '04' | '05' | '06' | '07';

/** A customer named on the invoice: with a Spanish NIF, or a foreign id with its country. */
export type VerifactuRecipient =
  { NombreRazon: string; NIF: string } | { NombreRazon: string; IDOtro: { CodigoPais: string; IDType: VerifactuIdType; ID: string } };

/** One line of the breakdown by rate (XSD DetalleType); the tax is always VAT (Impuesto 01), regime 01 (general). */
export type VerifactuBreakdownLine =
  | {
      /** Subject and not exempt, without reverse charge. */
      CalificacionOperacion: 'S1';
      rateBp: number;
      baseCents: number;
      taxCents: number;
    }
  | {
      /** Exempt, by the article of Ley 37/1992 the code names (E1 art. 20, E2 art. 21, … E6 other). */
      OperacionExenta: 'E1' | 'E2' | 'E3' | 'E4' | 'E5' | 'E6';
      baseCents: number;
    }
  | {
      /** Not subject: N1 arts. 7 and 14 and others, N2 by the rules of where the supply takes place. */
      CalificacionOperacion: 'N1' | 'N2';
      baseCents: number;
    };

/** The chain: the first record of the issuer's system, or the previous record with its huella. */
export type VerifactuEncadenamiento = { PrimerRegistro: 'S' } | { RegistroAnterior: VerifactuInvoiceRef & { Huella: string } };

/** The billing system that made the record (XSD SistemaInformaticoType). */
export interface VerifactuSistemaInformatico {
  /** The producer's name and NIF. */
  NombreRazon: string;
  NIF: string;
  NombreSistemaInformatico: string;
  /** Two characters the producer chooses. */
  IdSistemaInformatico: string;
  Version: string;
  NumeroInstalacion: string;
  TipoUsoPosibleSoloVerifactu: 'S' | 'N';
  TipoUsoPosibleMultiOT: 'S' | 'N';
  IndicadorMultiplesOT: 'S' | 'N';
}

/** A registro de facturación de alta: one per invoice issued. */
export interface VerifactuAlta {
  IDFactura: VerifactuInvoiceRef;
  NombreRazonEmisor: string;
  /** A correction of this invoice's earlier record (docs/verifactu.md §9): "S"; absent on an invoice's first alta. */
  Subsanacion?: 'S';
  /**
   * With Subsanacion only: "X" when the AEAT holds no alta of the invoice (its earlier records were all refused), "S"
   * when it holds one and a correction of it was refused (SuministroInformacion.xsd's RechazoPrevioType).
   */
  RechazoPrevio?: 'S' | 'X';
  TipoFactura: VerifactuTipoFactura;
  /** Rectifying invoices (R1–R5) only. */
  TipoRectificativa?: VerifactuTipoRectificativa;
  /** The invoices a rectifying invoice rectifies. */
  FacturasRectificadas?: VerifactuInvoiceRef[];
  /** The simplified invoices an F3 replaces. */
  FacturasSustituidas?: VerifactuInvoiceRef[];
  /** A rectifying invoice by substitution ("S"): the base and tax of the invoice it rectifies. */
  ImporteRectificacion?: { baseCents: number; taxCents: number };
  DescripcionOperacion: string;
  /** The customers; none on a simplified invoice (F2) without the customer's id. */
  Destinatarios?: VerifactuRecipient[];
  Desglose: VerifactuBreakdownLine[];
  CuotaTotal: number;
  ImporteTotal: number;
  Encadenamiento: VerifactuEncadenamiento;
  SistemaInformatico: VerifactuSistemaInformatico;
  /** When the record was made, as formatVerifactuInstant writes it; kept as text, since the huella covers it. */
  FechaHoraHusoGenRegistro: string;
  /** SHA-256 of altaHuellaInput (TipoHuella 01). */
  Huella: string;
}

/** A registro de facturación de anulación: one per invoice cancelled. */
export interface VerifactuAnulacion {
  /** The invoice cancelled (written IDEmisorFacturaAnulada, NumSerieFacturaAnulada, FechaExpedicionFacturaAnulada). */
  IDFactura: VerifactuInvoiceRef;
  Encadenamiento: VerifactuEncadenamiento;
  SistemaInformatico: VerifactuSistemaInformatico;
  FechaHoraHusoGenRegistro: string;
  /** SHA-256 of anulacionHuellaInput (TipoHuella 01). */
  Huella: string;
}

/** The whole request (SuministroLR.xsd RegFactuSistemaFacturacion): the issuer, then one to a thousand records. */
export interface VerifactuRequest {
  ObligadoEmision: { NombreRazon: string; NIF: string };
  records: ({ RegistroAlta: VerifactuAlta } | { RegistroAnulacion: VerifactuAnulacion })[];
}
