// What the browser benchmarks measure inside the page, as a browser's own INP and TBT figures are
// made: Event Timing entries (each interaction's input to next paint) and Long Tasks, recorded from
// before the app's scripts run, and the moment a screen's own check finds it ready.
import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { acceptCookies } from '../support/journeys.ts';

/** Event Timing reports nothing shorter (the API's floor); 0 below means "under 16 ms". */
export const EVENT_THRESHOLD_MS = 16;
/** What a long task blocks beyond this is Total Blocking Time. */
const BLOCKING_FROM_MS = 50;
/** Event Timing entries arrive after the next paint; a pause lets the last of them in. */
const SETTLE_MS = 500;

interface TimedEntry {
  name: string;
  start: number;
  duration: number;
  interactionId: number;
}

interface Probes {
  events: TimedEntry[];
  longTasks: TimedEntry[];
  /** Set by the screen's own readiness check (an init script of each benchmark). */
  readyAt: number | null;
}

export type ProbedWindow = Window & { __bench: Probes };

export interface PageFigures {
  /** The worst interaction (input to next paint) between the two times; 0 when none reached the threshold. */
  worstInteraction: number;
  /** Its event type (keydown, pointerup…). */
  worstEvent: string;
  blocking: number;
  worstTask: number;
  longTasks: number;
}

/** Runs in every document before the app's scripts: observers from the start (buffered, so nothing before them is lost). */
function installProbes({ eventThreshold }: { eventThreshold: number }): void {
  const probes: Probes = { events: [], longTasks: [], readyAt: null };
  (window as unknown as ProbedWindow).__bench = probes;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probes.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        interactionId: (entry as PerformanceEntry & { interactionId?: number }).interactionId ?? 0,
      });
  }).observe({ type: 'event', durationThreshold: eventThreshold, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probes.longTasks.push({ name: entry.name, start: entry.startTime, duration: entry.duration, interactionId: 0 });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * A person's browser window (Spanish, 1440×900, cookies accepted) with the probes in every document.
 * `watchReady` runs in every document after them and sets `__bench.readyAt` once the screen is ready
 * (showing `total` repairs or items).
 */
export async function probedPage(
  browser: Browser,
  watchReady: (arg: { total: number }) => void,
  arg: { total: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });
  // tsx compiles these files keeping function names, which wraps named inner functions in calls to
  // its `__name` helper; the functions run in the page, where that helper does not exist.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  const page = await context.newPage();
  await acceptCookies(page);
  await context.addInitScript(installProbes, { eventThreshold: EVENT_THRESHOLD_MS });
  await context.addInitScript(watchReady, arg);
  return { context, page };
}

/** Loads `url` afresh and answers how long after its navigation started the screen's check found it ready. */
export async function timeToReady(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as ProbedWindow).__bench.readyAt !== null, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as ProbedWindow).__bench.readyAt!);
}

export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
}

/** The worst interaction, the blocking time and the worst long task between two page times. */
export async function figuresBetween(page: Page, from: number, to: number): Promise<PageFigures> {
  const probes = await page.evaluate(() => (window as unknown as ProbedWindow).__bench);
  const inside = (entry: TimedEntry) => entry.start >= from && entry.start <= to;
  const interactions = probes.events.filter((entry) => inside(entry) && entry.interactionId > 0);
  const tasks = probes.longTasks.filter(inside);
  const worst = interactions.reduce<TimedEntry | undefined>(
    (found, entry) => (!found || entry.duration > found.duration ? entry : found),
    undefined,
  );
  return {
    worstInteraction: worst?.duration ?? 0,
    worstEvent: worst?.name ?? '',
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_FROM_MS), 0),
    worstTask: Math.max(0, ...tasks.map((task) => task.duration)),
    longTasks: tasks.length,
  };
}

/**
 * Each interaction's duration (input to next paint, its longest event) between two page times, in the
 * order they came; those under the threshold are not among them.
 */
export async function interactionsBetween(page: Page, from: number, to: number): Promise<number[]> {
  const { events } = await page.evaluate(() => (window as unknown as ProbedWindow).__bench);
  const byInteraction = new Map<number, number>();
  for (const entry of events)
    if (entry.interactionId > 0 && entry.start >= from && entry.start <= to)
      byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  return [...byInteraction.values()];
}

/** Starts the page's CPU profiler when a path is given; the answer stops it and writes the profile there. */
export async function startProfile(context: BrowserContext, page: Page, profilePath: string | undefined): Promise<() => Promise<void>> {
  if (!profilePath) return async () => {};
  const profiler = await context.newCDPSession(page);
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.start');
  return async () => writeFileSync(profilePath, JSON.stringify((await profiler.send('Profiler.stop')).profile));
}

/** Event Timing reports nothing under its threshold: how a table shows an interaction. */
export const interactionCell = (ms: number) => (ms === 0 ? `<${EVENT_THRESHOLD_MS}` : Math.round(ms));

/** How many times the baseline's figure a big workshop's is. */
export const ratio = (big: number, base: number) => (base > 0 ? `×${(big / base).toFixed(1)}` : 'n/a');
