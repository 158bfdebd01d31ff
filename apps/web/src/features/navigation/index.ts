export { AppNavigation } from './components/app-navigation';
export { NavigationGuard } from './components/navigation-guard';
export type { NavItemKey } from './nav-items';
