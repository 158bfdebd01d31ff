// Start-up (docs/product.md §8: a boot failure stops the app from mounting). The config is read first and
// must be valid; the app's code is loaded and mounted only then. Whatever fails on the way (server
// unreachable, bad config, app code that cannot load or throws while mounting) ends on a full-page
// message in the stored language with a way to retry, never on a blank page.
import type { TPublicConfig } from '@rueda/domain';
import { MantineProvider } from '@mantine/core';
import { StrictMode, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BootErrorBoundary, BootFailurePage } from '@/components/boot-failure';
import { bootFailureOf, fetchBootConfig, type BootFailure } from '@/lib/boot-config';
import { markOffline } from '@/lib/connection';
import { deviceAccount, deviceConfig, rememberDeviceConfig } from '@/lib/device-account';
import { i18n } from '@/lib/i18n';
import { MANTINE_PROVIDER_PROPS } from './theme';

export type StartedApp = ComponentType<{ config: TPublicConfig }>;

export interface StartAppOptions {
  /** Imports and prepares the app; its code arrives only after the config is known to be good. */
  loadApp: () => Promise<StartedApp>;
  /** Mantine's 'test' environment renders without transitions or portals. */
  mantineEnv?: 'default' | 'test';
  /** How "Reintentar" starts again; a reload unless a test says otherwise. */
  onRetry?: () => void;
}

/** What the loader and the failure page need: the theme in dark mode (docs/product.md §1) and the texts. */
function BootFrame({ children, mantineEnv }: { children: ReactNode; mantineEnv: 'default' | 'test' }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider {...MANTINE_PROVIDER_PROPS} env={mantineEnv}>
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

/** The last resort, when React itself cannot render: the same message in plain DOM. */
export function renderPlainBootFailure(
  container: HTMLElement,
  failure: BootFailure,
  onRetry: () => void = () => window.location.reload(),
): void {
  const t = i18n.getFixedT(null, 'public');
  const main = document.createElement('main');
  main.setAttribute(
    'style',
    'font-family: system-ui, sans-serif; color: #c9c9c9; background: #242424; min-height: 100dvh; padding: 2rem; box-sizing: border-box;',
  );
  const title = document.createElement('h1');
  title.textContent = t('boot.title');
  const reason = document.createElement('p');
  reason.setAttribute('role', 'alert');
  reason.textContent = t('boot.reasons.crashed');
  const detail = document.createElement('pre');
  detail.textContent = failure.detail;
  detail.setAttribute('style', 'white-space: pre-wrap; font-size: 0.75rem; opacity: 0.7;');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = t('boot.retry');
  retry.addEventListener('click', onRetry);
  main.append(title, reason, retry, detail);
  container.replaceChildren(main);
}

export async function startApp(container: HTMLElement, options: StartAppOptions): Promise<Root | null> {
  const { loadApp, mantineEnv = 'default', onRetry } = options;
  let root: Root;
  try {
    root = createRoot(container, {
      // Reached only when even the failure page cannot render; React has unmounted everything by then.
      onUncaughtError: (error) => {
        console.error('Rueda could not render', error);
        setTimeout(() => renderPlainBootFailure(container, bootFailureOf(error), onRetry));
      },
    });
  } catch (error) {
    console.error('Rueda could not be mounted', error);
    renderPlainBootFailure(container, bootFailureOf(error), onRetry);
    return null;
  }

  const failurePage = (failure: BootFailure) => (
    <BootFrame mantineEnv={mantineEnv}>
      <BootFailurePage failure={failure} onRetry={onRetry} />
    </BootFrame>
  );
  const fail = (error: unknown) => {
    console.error('Rueda cannot start', error);
    root.render(failurePage(bootFailureOf(error)));
    return root;
  };

  // No loader of React's own meanwhile: index.html's (decision 036) stays until the app's first render replaces it, so
  // the start draws nothing twice on the main thread (decision 068's addendum).

  let config: TPublicConfig;
  try {
    config = await fetchBootConfig();
    rememberDeviceConfig(config);
  } catch (error) {
    // docs/product.md §30.2: a device whose account was signed in starts without a connection on what it kept.
    const kept = bootFailureOf(error).reason === 'unreachable' && deviceAccount() ? deviceConfig() : null;
    if (!kept) return fail(error);
    config = kept;
    markOffline();
  }

  let App: StartedApp;
  try {
    App = await loadApp();
  } catch (error) {
    return fail(error);
  }

  // A transition (decision 044): the first render of the app, the screen's whole tree, yields to the browser
  // every few milliseconds instead of holding the main thread until it is done, and the loader stays until then.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BootErrorBoundary fallback={failurePage}>
          <App config={config} />
        </BootErrorBoundary>
      </StrictMode>,
    ),
  );
  return root;
}
