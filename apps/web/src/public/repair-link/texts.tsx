// The repair link page's texts (shared/texts.tsx): its own locale files.
import { createPageTexts, type Leaves } from '../shared/texts';
import es from './locales/es.json';
import pt from './locales/pt.json';

export { initialLanguage, LOCALES, PAGE_LANGUAGES, type PageLanguage } from '../shared/texts';

export type TextKey = Leaves<typeof es>;

export const { translate, TextsProvider, useTexts } = createPageTexts({ es, pt });
