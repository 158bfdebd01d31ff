// The repair link page's texts (shared/texts.tsx): its own locale files, its own kept choice of language.
import { createPageTexts, type Leaves } from '../shared/texts';
import es from './locales/es.json';
import pt from './locales/pt.json';

export { LOCALES, PAGE_LANGUAGES, type PageLanguage } from '../shared/texts';

export type TextKey = Leaves<typeof es>;

export const { initialLanguage, translate, TextsProvider, useTexts } = createPageTexts({ es, pt }, 'rueda.repairLink.language');
