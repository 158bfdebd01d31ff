// The browser the e2e benchmarks drive: the SPA built as `npm start` and `npm test` serve it, and a
// Chromium started as the journeys start it (e2e/playwright.config.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { ROOT } from './server.ts';
import { CHROMIUM_ARGS } from '../support/chromium-args.ts';

interface ProjectScripts {
  ensureWebBuilt: () => void;
  installedChromium: () => string | undefined;
}

const projectScripts = async () => (await import(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href)) as ProjectScripts;

/** The Chromium `npm test` finds (CHROMIUM_PATH, a system one; scripts/lib.mjs), or Playwright's own: never a download. */
export async function chromiumExecutable(): Promise<string> {
  const { installedChromium } = await projectScripts();
  const executablePath = installedChromium() ?? [chromium.executablePath()].find((candidate) => existsSync(candidate));
  if (!executablePath)
    throw new Error(
      'The browser benchmarks need Chromium: install it (apt-get install chromium, or npx playwright install chromium) or set CHROMIUM_PATH.',
    );
  return executablePath;
}

/**
 * Builds the SPA when its sources changed and finds a Chromium, before any server starts; answers
 * how to launch it.
 */
export async function prepareChromium(): Promise<() => Promise<Browser>> {
  (await projectScripts()).ensureWebBuilt();
  const executablePath = await chromiumExecutable();
  return () => chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
