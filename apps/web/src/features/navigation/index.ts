export { AppNavigation } from './components/app-navigation';
export { NavigationGuard } from './components/navigation-guard';
