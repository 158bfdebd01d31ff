export { Page } from './components/page';
export { SectionInPreparation } from './components/section-in-preparation';
