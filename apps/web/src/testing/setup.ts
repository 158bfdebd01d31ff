// Test environment: DOM matchers, the browser APIs Mantine needs that happy-dom lacks, a clean
// slate after each test (toasts included), and (after epic-stack) a failure for any stray console.error.
import '@testing-library/jest-dom/vitest';
// happy-dom has no IndexedDB: an in-memory one that follows the standard, fresh for every test (below).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@rueda/domain';
import { afterEach, vi } from 'vitest';
import { clearIdToken, getIdToken } from '@/features/auth';
import { closeDeviceStore } from '@/features/offline';
import { setIdTokenGetter } from '@/lib/call';
import { markOnline } from '@/lib/connection';
import { resetOutboxSummary } from '@/lib/outbox/outbox-summary';
import { setPendingChanges } from '@/lib/outbox/pending-changes';
import { setWorkshopTimeZone } from '@/lib/workshop-zone';
import { i18n, loadTexts, NAMESPACES, textsIn } from '@/lib/i18n';
import { resetPublicConfig } from '@/lib/public-config';

// findBy… and waitFor give a screen 5 s to show what is awaited (testing-library's 1 s is not always
// enough for a first render of a lazy route on a loaded two-core machine). A bound, not a speed goal.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// The app fetches each screen's texts with its code (app/route-modules.ts); a test renders any component
// at once, so every namespace is fetched up front, in both languages.
await loadTexts(NAMESPACES);
await Promise.all(LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => textsIn(language, namespace))));

// As at the app's start-up: calls send the auth feature's ID token.
setIdTokenGetter(getIdToken);

// The suite shares one module registry per worker (vitest.config.ts `isolate: false`), and this file runs
// again before each test file: keep the real console.error from the first run, not the previous file's catcher.
const consoleErrors: unknown[][] = [];
const REAL_CONSOLE_ERROR = Symbol.for('rueda.test.consoleError');
const globals = globalThis as { [REAL_CONSOLE_ERROR]?: typeof console.error };
globals[REAL_CONSOLE_ERROR] ??= console.error;
const originalConsoleError = globals[REAL_CONSOLE_ERROR];
console.error = (...args: unknown[]) => {
  consoleErrors.push(args);
};

afterEach(async () => {
  cleanup();
  // Toasts live in Mantine's global store: one test's toast must not answer for the next.
  notifications.clean();
  // The connection state is the module's: a test that found the server down must not leave it so.
  markOnline();
  vi.useRealTimers();
  clearIdToken();
  resetPublicConfig();
  // The workshop's zone is the module's, set by the account a test read.
  setWorkshopTimeZone(null);
  window.localStorage.clear();
  // The queue at a glance and the changes shown on top (docs/product.md §30.3, §30.5) are the modules'.
  resetOutboxSummary();
  setPendingChanges([]);
  // The device's store (docs/product.md §30.2): closed, and a new empty IndexedDB for the next test.
  await closeDeviceStore();
  globalThis.indexedDB = new IDBFactory();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  if (consoleErrors.length > 0) {
    const seen = consoleErrors.splice(0).map((args) => args.map(String).join(' '));
    originalConsoleError(...seen);
    throw new Error(`console.error was called:\n${seen.join('\n')}`);
  }
});
