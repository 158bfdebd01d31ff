import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { startApp, type StartedApp } from '@/app/start-app';
import '@/lib/dates';
import '@/lib/i18n';

/**
 * The app itself, imported only once the server's config is known to be good, so that code that fails
 * to load (an outdated page after a release, say) ends on the start-up failure page too.
 */
async function loadApp(): Promise<StartedApp> {
  const { createApp } = await import('@/app/app');
  return createApp();
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
void startApp(container, { loadApp });
