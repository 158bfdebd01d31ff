export { AppNavigation } from './components/app-navigation';
export { NavigationGuard } from './components/navigation-guard';
export { SignInFrame, isSignInAddress } from './components/sign-in-frame';
export type { NavItemKey } from './nav-items';
