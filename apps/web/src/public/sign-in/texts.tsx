// The sign-in page's texts (shared/texts.tsx): its own locale files, copied from the staff app's `auth`, `public`
// and common texts word for word (docs/decisions/070), so the page reads as it did and the journeys find the same
// labels and buttons.
import { createPageTexts, type Leaves } from '../shared/texts';
import es from './locales/es.json';
import pt from './locales/pt.json';

export type TextKey = Leaves<typeof es>;

export const { translate, TextsProvider, useTexts } = createPageTexts({ es, pt });
