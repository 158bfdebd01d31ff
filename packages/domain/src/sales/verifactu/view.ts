// docs/verifactu.md §9: what salesInvoicesGet says of a Spanish document's VERI*FACTU record (its sending state, the
// AEAT's last answer with its code and words, when it was answered, whether it corrects an earlier record, and the
// document's anulación if it has one), and what salesVerifactuResend and salesVerifactuCancel take.
import { z } from 'zod';

/** docs/product.md §29.7: where a record's sending stands. */
export const VERIFACTU_SEND_STATES = ['pending', 'sent', 'accepted', 'accepted-with-errors', 'refused'] as const;
export type VerifactuSendState = (typeof VERIFACTU_SEND_STATES)[number];

/** The states a record is corrected from (a subsanación): refused, or accepted with errors. */
export const VERIFACTU_RESENDABLE_STATES: readonly VerifactuSendState[] = ['refused', 'accepted-with-errors'];

/** The AEAT's answer about a record: its CodigoErrorRegistro and DescripcionErrorRegistro (null when it had none). */
export const ZVerifactuAnswerSchema = z.object({
  code: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type TVerifactuAnswer = z.infer<typeof ZVerifactuAnswerSchema>;

/** A document's anulación (registro de facturación de anulación): when, why, and where its own sending stands. */
export const ZVerifactuAnnulmentSchema = z.object({
  at: z.iso.datetime(),
  reason: z.string(),
  sendState: z.enum(VERIFACTU_SEND_STATES),
  answer: ZVerifactuAnswerSchema.nullable(),
});
export type TVerifactuAnnulment = z.infer<typeof ZVerifactuAnnulmentSchema>;

/** A Spanish document's newest alta record, as salesInvoicesGet answers it. */
export const ZVerifactuRecordViewSchema = z.object({
  huella: z.string(),
  xml: z.string(),
  qrUrl: z.string(),
  sendState: z.enum(VERIFACTU_SEND_STATES),
  /** The AEAT's answer about it; null until it answered. */
  answer: ZVerifactuAnswerSchema.nullable().optional(),
  /** When the AEAT answered about it. */
  sentAt: z.iso.datetime().nullable().optional(),
  /** It corrects the invoice's earlier record (Subsanacion S). */
  correction: z.boolean().optional(),
  /** The document's anulación; null when it has none. */
  annulment: ZVerifactuAnnulmentSchema.nullable().optional(),
});
export type TVerifactuRecordView = z.infer<typeof ZVerifactuRecordViewSchema>;

/** salesVerifactuResend: the document whose refused (or accepted with errors) record is corrected and sent again. */
export const ZSalesVerifactuResendInputSchema = z.object({ id: z.string().min(1).max(200) });

/** The longest reason an anulación keeps. */
export const VERIFACTU_CANCEL_REASON_MAX = 500;

/** salesVerifactuCancel: the document issued by mistake, and why. */
export const ZSalesVerifactuCancelInputSchema = z.object({
  id: z.string().min(1).max(200),
  reason: z.string().trim().min(1).max(VERIFACTU_CANCEL_REASON_MAX),
});
export type TSalesVerifactuCancelInput = z.infer<typeof ZSalesVerifactuCancelInputSchema>;

/** How many of the workshop's records the AEAT refused and were not corrected since. */
export const ZSalesVerifactuRefusedCountOutputSchema = z.object({ refused: z.number().int().nonnegative() });
