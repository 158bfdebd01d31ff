export { Page } from './components/page';
