import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { startApp, type StartedApp } from '@/app/start-app';
import { registerAppUpdates } from '@/features/app-update';
import { applyAppStyles } from '@/lib/app-styles';
import '@/lib/i18n';

/**
 * The app itself, run only once the server's config is known to be good, so that code that fails to load
 * (an outdated page after a release, say) ends on the start-up failure page too. Its download starts at
 * once, beside the config's request, instead of one round trip later (on a slow network each round trip
 * before the first screen counts: docs/product.md §26.1's Lighthouse targets); a failed download is reported
 * when awaited.
 */
const appCode = import('@/app/app');
appCode.catch(() => {});

async function loadApp(): Promise<StartedApp> {
  const { createApp } = await appCode;
  return createApp();
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
// The style sheets first (decision 045): until they apply, the start-up loader of index.html stays.
void applyAppStyles()
  .then(() => startApp(container, { loadApp }))
  // Decision 076: the service worker once the app has painted, whether it started or ended on the failure page.
  .finally(registerAppUpdates);
