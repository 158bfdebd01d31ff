// One person's session on the booking calendar (docs/product.md §15), measured inside the page (page-probes.ts):
// fresh loads of the month view until it shows all its events, then drags of one booking to the next
// day and back with the mouse.
//
// "Shows all its events": the events the month view draws plus those its days fold behind their "+N"
// links (the "+N más" link to the day, decision 028) add up to the month's bookings. Each load gives three times: from the
// navigation's start (the app, FullCalendar's chunk, the bookingsList call the calendar's dates make,
// the drawing) to that paint; and from the moment bookingsList's answer arrived (Resource Timing's
// responseEnd) to the first paint with event elements in the DOM and to the paint that shows them
// (FullCalendar inserts them hidden, measures them, then shows those that fit). "Paint" is the end of
// a frame: the check runs in requestAnimationFrame and the time is taken in the task that follows the
// frame's paint.
//
// A drag: pointer down on the booking, moved over the next day, pointer up. Its time is from the
// pointerup event to the paint that shows the booking in its new day and no longer in the old one.
// FullCalendar moves it itself, before the server answers: its element is in the new day, hidden,
// a frame or two after pointerup, and shown once measured. The write's round trip (Resource Timing),
// the list the calendar asks for again after it, and the interaction (Event Timing, input to next
// paint) are reported beside it.
import os from 'node:os';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page, Request } from '@playwright/test';
import { fillSignIn } from '../support/journeys.ts';
import { figuresBetween, pageNow, probedPage, settle, startProfile, timeToReady, type ProbedWindow } from './page-probes.ts';

const REFRESHING_LABEL = 'Actualizando…';
const FAILED_DRAG_SCREENSHOT = path.join(os.tmpdir(), 'calendar-bench-failed-drag.png');

export interface CalendarSession {
  baseUrl: string;
  email: string;
  password: string;
  /** The bookings of the month, as bookingsList counts them. */
  total: number;
  /** The dragged booking's two days (YYYY-MM-DD) and its text. */
  dragFrom: string;
  dragTo: string;
  draggedTitle: string;
  loads: number;
  drags: number;
  screenshotPath?: string;
  profilePath?: string;
}

export interface LoadFigures {
  /** From the navigation's start to the paint with every event shown. */
  readyMs: number;
  /** From bookingsList's answer arriving to that paint. */
  renderMs: number;
  /**
   * From bookingsList's answer to the first paint with event elements in the DOM: FullCalendar draws
   * them hidden first, measures them, then shows those that fit (renderMs).
   */
  insertedMs: number;
}

export interface DragFigures {
  /** From pointerup to the paint with the booking in its new day. */
  paintMs: number;
  /** From pointerup to the first paint with its element in the new day, drawn or still hidden (FullCalendar measures first). */
  insertedMs: number;
  /** From pointerup to the answer of the calendar's list, asked again after the write: the server's day, not FullCalendar's. */
  listRefetchedMs: number;
  /** bookingsReschedule's round trip (request start to response end). */
  roundTripMs: number;
  /** The worst interaction of the drag (Event Timing); 0 when none reached its threshold. */
  worstInteractionMs: number;
  worstEvent: string;
  /** The longest task between pointer down and the calendar refreshed from the server. */
  worstTaskMs: number;
}

export interface CalendarFigures {
  loads: LoadFigures[];
  /** Event elements in the DOM (those a day folds away included) and those drawn, after the last load. */
  eventsInDom: number;
  eventsDrawn: number;
  drags: DragFigures[];
  /** Every drag landed on its day, and the server kept it there. */
  landed: boolean;
}

interface ShownEvents {
  /** Event elements drawn in the days (not folded away). */
  drawn: number;
  /** Those behind the days' "+N" links. */
  folded: number;
  /** Event elements in the DOM, folded ones included. */
  inDom: number;
}

type CalendarWindow = ProbedWindow & { __shownEvents: () => ShownEvents; __insertedAt: number | null };

/**
 * Runs in every document after the probes: each frame, whether the month view shows every booking
 * (drawn, or behind a day's "+N" link); the time is taken after that frame's paint. It leaves its
 * count on the window for the benchmark to read.
 */
function watchCalendarReady({ total }: { total: number }): void {
  function shownEvents(): ShownEvents {
    const root = document.querySelector('.booking-calendar');
    if (!root) return { drawn: 0, folded: 0, inDom: 0 };
    const events = root.querySelectorAll<HTMLElement>('[role="cell"] .booking-event');
    let drawn = 0;
    for (const event of Array.from(events)) {
      if (event.closest<HTMLElement>('[role="listitem"]')?.style.visibility !== 'hidden') drawn += 1;
    }
    let folded = 0;
    // Each day's "+N más" link to the day (decision 028), and FullCalendar's own "+N" popover links.
    for (const more of Array.from(root.querySelectorAll('[role="cell"] .booking-more')))
      folded += Number(/\d+/.exec(more.textContent ?? '')?.[0] ?? 0);
    for (const more of Array.from(root.querySelectorAll('[role="cell"] [aria-haspopup="dialog"]')))
      folded += Number(/\d+/.exec(more.getAttribute('title') ?? '')?.[0] ?? 0);
    return { drawn, folded, inDom: events.length };
  }
  const probed = window as unknown as CalendarWindow;
  probed.__shownEvents = shownEvents;
  probed.__insertedAt = null;
  /** The time after the paint of the frame now being made. */
  function afterPaint(record: (time: number) => void): void {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => record(performance.now());
    channel.port2.postMessage(null);
  }
  function check(): void {
    if (location.pathname === '/booking') {
      const shown = shownEvents();
      if (shown.inDom > 0 && probed.__insertedAt === null) {
        probed.__insertedAt = Number.NaN;
        afterPaint((time) => (probed.__insertedAt = time));
      }
      if (shown.drawn > 0 && shown.drawn + shown.folded === total) {
        afterPaint((time) => (probed.__bench.readyAt = time));
        return;
      }
    }
    requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
}

/** The answer's arrival of the last call to a function before `before` (page time). */
async function responseEndOf(page: Page, functionName: string, after: number, before = Infinity): Promise<number | null> {
  return page.evaluate(
    ({ functionName, after, before }) => {
      const entries = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.endsWith(`/api/functions/${functionName}`) &&
            entry.startTime >= after &&
            (entry as PerformanceResourceTiming).responseEnd <= before,
        ) as PerformanceResourceTiming[];
      return entries.length > 0 ? entries[entries.length - 1]!.responseEnd : null;
    },
    { functionName, after, before },
  );
}

async function measureLoad(page: Page, session: CalendarSession): Promise<LoadFigures> {
  const readyMs = await timeToReady(page, `${session.baseUrl}/booking`);
  const answered = await responseEndOf(page, 'bookingsList', 0, readyMs);
  if (answered === null) throw new Error('The calendar was ready before bookingsList answered: is the month empty?');
  const insertedAt = await page.evaluate(() => (window as unknown as CalendarWindow).__insertedAt!);
  await settle(page);
  return { readyMs, renderMs: readyMs - answered, insertedMs: insertedAt - answered };
}

interface DragWatch {
  up: number | null;
  /** After the first paint with the booking's element in its new day, drawn or still hidden. */
  inserted: number | null;
  /** After the first paint with it drawn there, and gone from the old day. */
  painted: number | null;
}

/** Before a drag: notes pointerup and, each frame after it, where the booking's element is. */
function watchDrop({ from, to, title }: { from: string; to: string; title: string }): void {
  const watch: DragWatch = { up: null, inserted: null, painted: null };
  (window as unknown as { __drag: DragWatch }).__drag = watch;
  const elementsIn = (day: string) =>
    Array.from(document.querySelectorAll<HTMLElement>(`.booking-calendar [role="cell"][data-date="${day}"] .booking-event`)).filter(
      (event) => event.textContent?.includes(title),
    );
  const drawn = (event: HTMLElement) => event.closest<HTMLElement>('[role="listitem"]')?.style.visibility !== 'hidden';
  function afterPaint(record: (time: number) => void): void {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => record(performance.now());
    channel.port2.postMessage(null);
  }
  function check(): void {
    const there = elementsIn(to);
    if (there.length > 0 && watch.inserted === null) {
      watch.inserted = Number.NaN;
      afterPaint((time) => (watch.inserted = time));
    }
    if (there.some(drawn) && !elementsIn(from).some(drawn)) {
      afterPaint((time) => (watch.painted = time));
      return;
    }
    requestAnimationFrame(check);
  }
  window.addEventListener(
    'pointerup',
    (event) => {
      watch.up = event.timeStamp;
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/** The booking's element in a day's cell. */
function bookingIn(page: Page, day: string, title: string) {
  return page.locator(`.booking-calendar [role="cell"][data-date="${day}"] .booking-event`).filter({ hasText: title });
}

async function measureDrag(page: Page, session: CalendarSession, from: string, to: string): Promise<DragFigures & { landed: boolean }> {
  const event = bookingIn(page, from, session.draggedTitle);
  await event.evaluate((element) => element.closest('[role="cell"]')!.scrollIntoView({ block: 'center' }));
  const source = (await event.boundingBox())!;
  const target = (await page.locator(`.booking-calendar [role="cell"][data-date="${to}"]`).boundingBox())!;
  await page.evaluate(watchDrop, { from, to, title: session.draggedTitle });
  // What the page asks and says during the drag, to tell what happened when a drag goes wrong.
  const heard: string[] = [];
  const onRequest = (request: Request) => heard.push(`request ${new URL(request.url()).pathname}`);
  const onConsole = (message: ConsoleMessage) => heard.push(`console.${message.type()} ${message.text()}`);
  const onError = (error: Error) => heard.push(`page error ${error.message}`);
  page.on('request', onRequest);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    // Nothing is in flight now: the next answers are the write's and the list's, asked again after it.
    const rescheduled = page.waitForResponse((response) => response.url().endsWith('/api/functions/bookingsReschedule'), {
      timeout: 15_000,
    });
    const listedAgain = page.waitForResponse((response) => response.url().endsWith('/api/functions/bookingsList'), { timeout: 15_000 });
    // Both are awaited below; a failure of either until then must not go unhandled.
    void Promise.allSettled([rescheduled, listedAgain]);
    const started = await pageNow(page);
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 8, source.y + source.height / 2 + 8, { steps: 4 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 });
    await page.mouse.up();
    await page.waitForFunction(() => (window as unknown as { __drag: DragWatch }).__drag.painted !== null, undefined, {
      timeout: 10_000,
    });
    const watch = await page.evaluate(() => (window as unknown as { __drag: DragWatch }).__drag);
    const answer = await rescheduled;
    // The calendar asks the server again after the write: wait until it has redrawn from the answer,
    // so that the next drag does not race it.
    await listedAgain;
    await page.getByLabel(REFRESHING_LABEL).waitFor({ state: 'detached' });
    await settle(page);
    // The write's round trip, and when the calendar's list asked again after it came back.
    const network = await page.evaluate((after) => {
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= after && entry.name.includes('/api/functions/')) as PerformanceResourceTiming[];
      const write = entries.find((entry) => entry.name.endsWith('/bookingsReschedule'));
      const list = write && entries.find((entry) => entry.name.endsWith('/bookingsList') && entry.startTime >= write.responseEnd);
      return { roundTripMs: write ? write.responseEnd - write.startTime : Number.NaN, listAnsweredAt: list?.responseEnd ?? Number.NaN };
    }, started);
    const figures = await figuresBetween(page, started, await pageNow(page));
    const landed = answer.ok() && (await bookingIn(page, to, session.draggedTitle).count()) === 1;
    return {
      paintMs: watch.painted! - watch.up!,
      insertedMs: watch.inserted! - watch.up!,
      listRefetchedMs: network.listAnsweredAt - watch.up!,
      roundTripMs: network.roundTripMs,
      worstInteractionMs: figures.worstInteraction,
      worstEvent: figures.worstEvent,
      worstTaskMs: figures.worstTask,
      landed,
    };
  } catch (error) {
    await page.screenshot({ path: FAILED_DRAG_SCREENSHOT });
    const drag = await page.evaluate(() => JSON.stringify((window as unknown as { __drag: DragWatch }).__drag));
    throw new Error(
      `The drag from ${from} to ${to} went wrong (${FAILED_DRAG_SCREENSHOT}; the drop watch: ${drag}; heard: ${heard.join(' | ') || 'nothing'})`,
      { cause: error },
    );
  } finally {
    page.off('request', onRequest);
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
}

export async function measureCalendar(browser: Browser, session: CalendarSession): Promise<CalendarFigures> {
  const { context, page } = await probedPage(browser, watchCalendarReady, { total: session.total });
  try {
    await page.goto(`${session.baseUrl}/auth/login`);
    await fillSignIn(page, session.email, session.password);
    await page.waitForURL(`${session.baseUrl}/repairs`);
    const stopProfile = await startProfile(context, page, session.profilePath);

    const loads: LoadFigures[] = [];
    for (let load = 0; load < session.loads; load += 1) loads.push(await measureLoad(page, session));
    const shown = await page.evaluate(() => (window as unknown as CalendarWindow).__shownEvents());
    if (session.screenshotPath) await page.screenshot({ path: session.screenshotPath });

    // The session monitor renews the ID token two seconds after a load: a drag across that renewal is
    // drawn but never saved (an app bug, see tests/booking.spec.ts), so the drags come after it.
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/api/auth/token')).length >= 2,
      undefined,
      { timeout: 10_000 },
    );
    await settle(page);
    const drags: DragFigures[] = [];
    let landed = true;
    for (let drag = 0; drag < session.drags; drag += 1) {
      const [from, to] = drag % 2 === 0 ? [session.dragFrom, session.dragTo] : [session.dragTo, session.dragFrom];
      const { landed: isThere, ...figures } = await measureDrag(page, session, from, to);
      landed &&= isThere;
      drags.push(figures);
    }
    await stopProfile();
    return { loads, eventsInDom: shown.inDom, eventsDrawn: shown.drawn, drags, landed };
  } finally {
    await context.close();
  }
}
