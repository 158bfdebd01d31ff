// A legal page's text, read from the 'public' locale files: a title, an introduction and sections
// of paragraphs and lists. The shape is checked so a slip in a locale file fails loudly in tests.
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LegalDocumentKey } from './legal-texts';

const ZParagraphsSchema = z.array(z.string().min(1));

export const ZLegalSectionSchema = z.object({
  heading: z.string().min(1),
  paragraphs: ZParagraphsSchema.optional(),
  items: ZParagraphsSchema.optional(),
  /** Paragraphs after the list. */
  closing: ZParagraphsSchema.optional(),
});

export const ZLegalDocumentSchema = z.object({
  title: z.string().min(1),
  intro: ZParagraphsSchema,
  sections: z.array(ZLegalSectionSchema).min(1),
});

export type TLegalSection = z.infer<typeof ZLegalSectionSchema>;
export type TLegalDocument = z.infer<typeof ZLegalDocumentSchema>;

export function useLegalDocument(key: LegalDocumentKey): TLegalDocument {
  const { t } = useTranslation('legal');
  return ZLegalDocumentSchema.parse(t(`documents.${key}`, { returnObjects: true }));
}
