// docs/product.md §17.4: the repair page's work timer, against the fake server.
import type { TRepairWorkGetOutput, TRunningWork } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { workshopAccount } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';
import { durationLabel, formatElapsed } from './work-time';

const LINKED = workshopAccount({ role: 'mechanic', mechanicId: 'mech-1' });
/** 9:00 to 10:00 on 1 June 2026 where the tests run. */
const HOUR_START = new Date(2026, 5, 1, 9, 0).toISOString();
const HOUR_END = new Date(2026, 5, 1, 10, 0).toISOString();
const NOTHING: TRepairWorkGetOutput = { sessions: [], sessionCount: 0, perMechanic: [], totalMinutes: 0, running: null };

/** The "Trabajo" section's timer, once loaded (its own chunk, then its answer). */
async function timer() {
  const work = await screen.findByRole('region', { name: 'Trabajo' });
  return within(work).findByRole('group', { name: 'Tiempo trabajado' });
}

describe('the repair page’s work timer', () => {
  it('starts for a member linked to a mechanic, then shows the time running and stops it', async () => {
    const running: TRunningWork = {
      id: 's-1',
      repairId: 'r-1',
      mechanicId: 'mech-1',
      startedAt: new Date(Date.now() - 65_000).toISOString(),
    };
    let work = NOTHING;
    const server = repairsServer({
      account: LINKED,
      repairs: [repair()],
      functions: {
        repairWorkGet: () => work,
        repairWorkStart: () => {
          work = {
            ...NOTHING,
            running,
            sessionCount: 1,
            sessions: [{ ...running, mechanicName: 'Luis Martín', stoppedAt: null, minutes: 1 }],
          };
          return running;
        },
        repairWorkStop: () => {
          const stopped = { ...running, mechanicName: 'Luis Martín', stoppedAt: new Date().toISOString(), minutes: 1 };
          work = {
            sessions: [stopped],
            sessionCount: 1,
            perMechanic: [{ mechanicId: 'mech-1', name: 'Luis Martín', minutes: 1 }],
            totalMinutes: 1,
            running: null,
          };
          return stopped;
        },
      },
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await timer();
    expect(await within(panel).findByText('Nadie ha cronometrado trabajo en esta reparación.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Empezar a trabajar' }));
    await waitFor(() => expect(server.inputsTo('repairWorkStart')).toEqual([{ repairId: 'r-1', changeId: expect.any(String) }]));
    const elapsed = await within(panel).findByRole('timer', { name: 'Tiempo en marcha' });
    // A minute and some seconds: the session started a minute before the answer, and a loaded machine takes its time.
    expect(elapsed.textContent).toMatch(/^0:01:[0-5]\d$/);
    expect(within(panel).getByRole('list', { name: 'Sesiones de trabajo' })).toHaveTextContent(
      /^Luis Martín1 min\d\d\/\d\d\/\d{4} \d\d:\d\d – en marcha$/,
    );

    await user.click(within(panel).getByRole('button', { name: 'Parar' }));
    await waitFor(() => expect(server.inputsTo('repairWorkStop')).toEqual([{ repairId: 'r-1', changeId: expect.any(String) }]));
    await waitFor(() => expect(within(panel).queryByRole('timer')).not.toBeInTheDocument());
    const totals = within(panel).getByRole('table', { name: 'Tiempo por mecánico' });
    expect(within(totals).getByRole('row', { name: /Luis Martín/ })).toHaveTextContent('1 min');
    expect(within(totals).getByRole('row', { name: /Total/ })).toHaveTextContent('1 min');
    expect(within(panel).getByRole('button', { name: 'Empezar a trabajar' })).toBeInTheDocument();
  }, 20_000);

  it('offers no timer to a member linked to no mechanic, and says why', async () => {
    repairsServer({ repairs: [repair()] });
    renderApp('/repairs/r-1');
    const panel = await timer();
    expect(await within(panel).findByText(/un administrador tiene que vincular tu cuenta a un mecánico activo/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Empezar a trabajar' })).not.toBeInTheDocument();
  });

  it('lists the sessions and the time per mechanic of everyone', async () => {
    const session = (id: string, mechanicId: string, mechanicName: string, minutes: number) => ({
      id,
      mechanicId,
      mechanicName,
      startedAt: HOUR_START,
      stoppedAt: HOUR_END,
      minutes,
    });
    repairsServer({
      account: LINKED,
      repairs: [repair()],
      functions: {
        repairWorkGet: () => ({
          sessions: [session('s-2', 'mech-2', 'Ana Gómez', 20), session('s-1', 'mech-1', 'Luis Martín', 65)],
          sessionCount: 3,
          perMechanic: [
            { mechanicId: 'mech-1', name: 'Luis Martín', minutes: 65 },
            { mechanicId: 'mech-2', name: 'Ana Gómez', minutes: 20 },
          ],
          totalMinutes: 85,
          running: null,
        }),
      },
    });
    renderApp('/repairs/r-1');
    const panel = await timer();
    const totals = await within(panel).findByRole('table', { name: 'Tiempo por mecánico' });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Luis Martín1 h 05 min', 'Ana Gómez20 min', 'Total1 h 25 min']);
    // Each session a line: who, how long, and when, the day written once.
    expect(
      within(within(panel).getByRole('list', { name: 'Sesiones de trabajo' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Gómez20 min01/06/2026 09:00 – 10:00', 'Luis Martín1 h 05 min01/06/2026 09:00 – 10:00']);
    // The oldest session is left out of the list, not of the totals.
    expect(within(panel).getByText('Se muestran las 2 sesiones más recientes de 3; los totales cuentan todas.')).toBeInTheDocument();
  });

  it('says why a start is refused, and lets a failed load be tried again', async () => {
    let fails = true;
    repairsServer({
      account: LINKED,
      repairs: [repair()],
      functions: {
        repairWorkGet: () => (fails ? failure('internal') : NOTHING),
        repairWorkStart: () => failure('failed-precondition', { details: { reason: 'no-mechanic' } }),
      },
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await timer();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('No se ha podido cargar el tiempo trabajado');
    fails = false;
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    await user.click(await within(panel).findByRole('button', { name: 'Empezar a trabajar' }));
    expect(await screen.findByText(/Para cronometrar tu trabajo/)).toBeInTheDocument();
  }, 20_000);
});

describe('the work timer’s times', () => {
  it('writes a running time as h:mm:ss and minutes as hours and minutes', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(formatElapsed(-5_000)).toBe('0:00:00');
    const t = i18n.getFixedT('es', 'work');
    expect(durationLabel(45, t)).toBe('45 min');
    expect(durationLabel(125, t)).toBe('2 h 05 min');
  });
});
