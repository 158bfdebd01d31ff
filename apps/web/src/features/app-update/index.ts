// Decision 076: the app's service worker (installing, working offline) and the notice that offers a new version.
export { AppUpdateNotice } from './components/app-update-notice';
export { registerAppUpdates } from './register-app-updates';
