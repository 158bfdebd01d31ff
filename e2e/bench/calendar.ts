// docs/product.md §26.1: the booking calendar's month view with 600 events renders in under 300 ms and a drag in
// under 100 ms in Chromium, each beside a baseline from the same run. The real server and the built SPA; a
// workshop with 600 repairs on this month's calendar beside one with 30 (calendar-fill.ts). For each, in
// Chromium at 1440×900: fresh loads of /booking until the month view shows all its events, and drags of
// one booking to the next day and back (calendar-session.ts says what each time spans).
// Target: with 600 events, the render (bookingsList's answer to the paint with every event) under 300 ms
// and the drag (pointerup to the paint with the booking in its new day) under 100 ms, the worst of each.
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { printTable, verdict } from '../../apps/server/bench/measure.ts';
import { callFunction, workshopOwner } from '../../apps/server/bench/server-process.ts';
import { DEFAULT_TIME_ZONE, instantOfDay } from '@rueda/domain';
import { fillCalendar, type CalendarMonth } from './calendar-fill.ts';
import { measureCalendar, type CalendarFigures } from './calendar-session.ts';
import { prepareChromium } from './chromium.ts';
import { interactionCell as interaction, ratio } from './page-probes.ts';
import { BENCH_PASSWORD, startServer } from './server.ts';

const RENDER_MS = 300;
const DRAG_MS = 100;
const LOADS = 3;
const DRAGS = 3;
const SCREENSHOT = path.join(os.tmpdir(), 'calendar-bench.png');
// BENCH_PROFILE_DIR writes the 600-event page's CPU profile there (see board.ts for readable names).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

const WORKSHOPS = [
  { label: '30 events (baseline)', repairs: 30, email: 'calendar-baseline@example.com', seed: 31 },
  { label: '600 events', repairs: 600, email: 'calendar-600@example.com', seed: 32 },
] as const;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const worst = (values: readonly number[]) => Math.max(...values);
/** 'median (min–max)' of a few runs. */
const spread = (values: readonly number[]) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

/** The bookings the month holds, as the calendar asks for them: its days in the workshop's zone. */
async function monthTotal(baseUrl: string, token: string, month: CalendarMonth): Promise<number> {
  const from = new Date(instantOfDay(month.days[0]!, DEFAULT_TIME_ZONE)).toISOString();
  const to = new Date(instantOfDay(month.days.at(-1)!, DEFAULT_TIME_ZONE) + 86_400_000).toISOString();
  return (await callFunction<{ events: unknown[] }>(baseUrl, token, 'bookingsList', { from, to })).events.length;
}

export async function benchCalendar(): Promise<boolean> {
  const launchChromium = await prepareChromium();
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const sessions = [];
    for (const workshop of WORKSHOPS) {
      const { token, workshopId } = await workshopOwner(server.baseUrl, {
        email: workshop.email,
        password: BENCH_PASSWORD,
        workshopName: `Taller con ${workshop.repairs} citas`,
      });
      const month = await fillCalendar(server.databaseUrl, workshopId, workshop.repairs, workshop.seed);
      const total = await monthTotal(server.baseUrl, token, month);
      console.info(`${workshop.label}: bookingsList gives ${total} events for ${month.days[0]} to ${month.days.at(-1)}`);
      if (total !== workshop.repairs) console.warn(`  expected ${workshop.repairs}`);
      sessions.push({ workshop, month, total });
    }

    browser = await launchChromium();
    const figures: CalendarFigures[] = [];
    for (const { workshop, month, total } of sessions) {
      const isBig = workshop === WORKSHOPS[1];
      const extras = isBig
        ? { screenshotPath: SCREENSHOT, ...(PROFILE_DIR ? { profilePath: path.join(PROFILE_DIR, 'calendar-600.cpuprofile') } : {}) }
        : {};
      figures.push(
        await measureCalendar(browser, {
          baseUrl: server.baseUrl,
          email: workshop.email,
          password: BENCH_PASSWORD,
          total,
          dragFrom: month.dragFrom,
          dragTo: month.dragTo,
          draggedTitle: month.draggedTitle,
          loads: LOADS,
          drags: DRAGS,
          ...extras,
        }),
      );
    }

    printTable(
      `The booking calendar's month view in Chromium (1440×900): ${LOADS} fresh loads and ${DRAGS} drags to the next day and back; median (min–max) in ms`,
      figures.map((row, index) => ({
        workshop: WORKSHOPS[index]!.label,
        'ready from navigation': spread(row.loads.map((load) => load.readyMs)),
        'answer → in DOM': spread(row.loads.map((load) => load.insertedMs)),
        'render (answer → shown)': spread(row.loads.map((load) => load.renderMs)),
        'events drawn / in DOM': `${row.eventsDrawn} / ${row.eventsInDom}`,
        'drag: up → in DOM': spread(row.drags.map((drag) => drag.insertedMs)),
        'drag (up → shown)': spread(row.drags.map((drag) => drag.paintMs)),
        'drag: up → list again': spread(row.drags.map((drag) => drag.listRefetchedMs)),
        'drag worst interaction': interaction(worst(row.drags.map((drag) => drag.worstInteractionMs))),
        'drag worst task': Math.round(worst(row.drags.map((drag) => drag.worstTaskMs))),
        'reschedule round trip': spread(row.drags.map((drag) => drag.roundTripMs)),
        landed: row.landed ? 'yes' : 'NO',
      })),
    );
    const [base, big] = figures as [CalendarFigures, CalendarFigures];
    const renders = (row: CalendarFigures) => row.loads.map((load) => load.renderMs);
    const dragPaints = (row: CalendarFigures) => row.drags.map((drag) => drag.paintMs);
    console.info(
      `600 against 30 (medians): ready ${ratio(median(big.loads.map((load) => load.readyMs)), median(base.loads.map((load) => load.readyMs)))}, ` +
        `render ${ratio(median(renders(big)), median(renders(base)))}, drag ${ratio(median(dragPaints(big)), median(dragPaints(base)))}`,
    );
    console.info(
      `The drags' worst interactions: with 30, ${base.drags.map((drag) => drag.worstEvent || '-').join(', ')}; with 600, ${big.drags.map((drag) => drag.worstEvent || '-').join(', ')}`,
    );
    console.info(
      `Screenshot of the 600-event month: ${SCREENSHOT}${PROFILE_DIR ? `; its CPU profile: ${path.join(PROFILE_DIR, 'calendar-600.cpuprofile')}` : ''}`,
    );
    const renderMet = worst(renders(big)) < RENDER_MS;
    const dragMet = worst(dragPaints(big)) < DRAG_MS && big.landed;
    console.info(
      `Target: with 600 events the month view renders in under ${RENDER_MS} ms (worst of ${LOADS}: ${Math.round(worst(renders(big)))} ms; the baseline's ${Math.round(worst(renders(base)))} ms) → ${verdict(renderMet)}`,
    );
    console.info(
      `Target: with 600 events a drag paints in under ${DRAG_MS} ms (worst of ${DRAGS}: ${Math.round(worst(dragPaints(big)))} ms; the baseline's ${Math.round(worst(dragPaints(base)))} ms${big.landed ? '' : '; a drag did not land'}) → ${verdict(dragMet)}`,
    );
    return renderMet && dragMet;
  } finally {
    await browser?.close();
    await server.stop();
  }
}
