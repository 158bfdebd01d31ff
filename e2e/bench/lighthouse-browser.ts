// The browser the Lighthouse benchmark audits: Chromium started with a DevTools port, which Lighthouse
// reaches on its own (it opens a tab of its own in the browser's default context), and which Playwright
// joins for a moment to sign in through the sign-in form, so the audited tabs share that session's cookie.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/chromium-args.ts';
import { fillSignIn } from '../support/journeys.ts';
import { chromiumExecutable } from './chromium.ts';

export interface DebuggableChromium {
  /** The DevTools port, for Lighthouse's `port` flag. */
  port: number;
  /** As Chromium names itself, say `Chrome/156.0.8078.79` (the user agent says only 156.0.0.0). */
  version: string;
  close: () => Promise<void>;
}

/** Chromium prints its DevTools address on stderr once it listens: `DevTools listening on ws://127.0.0.1:PORT/…`. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools address within 30 s:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium ended (${code}) before listening:\n${output}`));
    });
  });
}

/**
 * Headless Chromium with the journeys' flags, a fresh profile (a first visit) and a DevTools port. It accepts the
 * benchmark's own certificate (bench/tls-front.ts), made for 127.0.0.1 a moment before.
 */
export async function startDebuggableChromium(): Promise<DebuggableChromium> {
  const executablePath = await chromiumExecutable();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'rueda-lighthouse-'));
  const child = spawn(
    executablePath,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--ignore-certificate-errors',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await devToolsPort(child);
  // Chromium goes on writing to stderr; nobody reads it any more.
  child.stderr!.resume();
  const { Browser: version } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
  return {
    port,
    version,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Runs `action` in a new tab of the browser's default context, then lets go of the browser, which goes on running. */
async function inNewTab(port: number, action: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await action(page);
    await page.close();
  } finally {
    // Over CDP, close() disconnects and leaves the browser running.
    await browser.close();
  }
}

/**
 * Accepts the cookie banner on the sign-in page, as anyone who has been here before did: it stays until
 * accepted (docs/decisions/010), and the owner of a workshop who opens the board every day accepted it
 * long ago. The acceptance is kept in local storage, which Lighthouse 12's storage reset keeps.
 */
export async function acceptCookieBanner(port: number, baseUrl: string): Promise<void> {
  await inNewTab(port, async (page) => {
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor({ state: 'detached' });
  });
}

/**
 * Signs in through the sign-in form, as a person would, and waits for the board's cards. The session
 * cookie stays in the browser; the ID token lives in the page's memory only and is fetched again with
 * that cookie on every load (apps/web/src/features/auth/api/get-session.ts), so Lighthouse's own loads
 * of /repairs are signed in.
 */
export async function signInThroughTheForm(port: number, session: { baseUrl: string; email: string; password: string }): Promise<void> {
  await inNewTab(port, async (page) => {
    await page.goto(`${session.baseUrl}/auth/login`);
    await fillSignIn(page, session.email, session.password);
    await page.waitForURL(`${session.baseUrl}/repairs`);
    await page.locator('[data-repair-card]').first().waitFor();
  });
}
