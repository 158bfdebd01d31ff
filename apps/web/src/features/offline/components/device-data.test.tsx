// docs/product.md §30.2: what the screens read is kept on the device for the signed-in account, and shown, with the
// time it is from, when the app starts without a connection.
import { screen, waitFor } from '@testing-library/react';
import { vi, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { deviceAccount } from '@/lib/device-account';
import { ANA } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';
import { summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';
import { keptAnswersOf } from '../api/kept-answers';

/** Until the device has kept the board's answer (written once the page is idle). */
async function boardKept(): Promise<void> {
  await waitFor(async () => {
    const kept = await keptAnswersOf(ANA.id);
    expect(kept.some((answer) => answer.sort.kind === 'board')).toBe(true);
  });
}

/** The board read online and kept on the device, the app then closed. */
async function boardReadOnline(): Promise<void> {
  repairsServer({ summaries: [summary({ id: 'r1' })] });
  const online = renderApp('/repairs');
  expect(await screen.findByText(/Orbea Alma/)).toBeInTheDocument();
  await boardKept();
  online.unmount();
}

/** The network is gone: every request fails as the browser's fetch does without one. */
function cutTheNetwork() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

describe("the device's data without a connection", () => {
  it('keeps the board read online, and shows it after a start without a connection, saying from when', async () => {
    await boardReadOnline();
    expect(deviceAccount()?.user.id).toBe(ANA.id);

    cutTheNetwork();
    renderApp('/repairs');
    expect(await screen.findByText(/Orbea Alma/)).toBeInTheDocument();
    expect(await screen.findByText(/^Sin conexión — mostrando los datos de \d{2}:\d{2}$/)).toBeVisible();
  });

  it('says that a repair never opened on the device is not on it, instead of loading it for ever', async () => {
    await boardReadOnline();

    cutTheNetwork();
    renderApp('/repairs/r-never-opened');
    expect(await screen.findByText(/^Esta reparación no está guardada en este dispositivo/)).toBeVisible();
  });

  it('says it in Portuguese', async () => {
    await setLanguage('pt');
    await boardReadOnline();

    cutTheNetwork();
    renderApp('/repairs');
    expect(await screen.findByText(/^Sem ligação — a mostrar os dados das \d{2}:\d{2}$/)).toBeVisible();
  });

  it("keeps today's and tomorrow's bookings, the catalogue, the mechanics and the board without the screens asking", async () => {
    const server = repairsServer({
      summaries: [summary({ id: 'r1' })],
      functions: {
        bookingsList: () => ({ events: [], timeZone: 'Europe/Madrid' }),
        bookingsCapacity: () => ({ days: [], activeMechanics: 1 }),
      },
    });
    renderApp('/profile');
    await waitFor(
      async () => {
        const kinds = new Set((await keptAnswersOf(ANA.id)).map((answer) => answer.queryKey.slice(0, 2).join('/')));
        expect([...kinds]).toEqual(
          expect.arrayContaining(['bookings/list', 'bookings/capacity', 'catalogue/list', 'mechanics', 'repairs/list']),
        );
      },
      // Asked a few seconds after the page is idle (KEEP_THE_DAY_AFTER_MS); a bound for a loaded machine, not a goal.
      { timeout: 20_000 },
    );
    // Today's view: the month the calendar opens on, whose first day is at most six days before the first of the month.
    const asked = server.inputsTo('bookingsList').map(({ from }) => Date.parse(from));
    expect(asked.some((from) => from <= Date.now() && Date.now() - from < 37 * 24 * 60 * 60 * 1000)).toBe(true);
  });

  it('forgets what it kept for the account, and the account itself, when it signs out', async () => {
    repairsServer({ summaries: [summary({ id: 'r1' })] });
    const { user } = renderApp('/repairs');
    expect(await screen.findByText(/Orbea Alma/)).toBeInTheDocument();
    await boardKept();

    await user.click(await screen.findByRole('button', { name: /Cuenta de Ana/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(async () => expect(await keptAnswersOf(ANA.id)).toEqual([]));
    expect(deviceAccount()).toBeNull();
  });
});
