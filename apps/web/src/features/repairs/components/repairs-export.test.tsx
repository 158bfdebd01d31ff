// docs/product.md §18.4: the repairs the board shows, as the server's CSV, from the repairs screen (admins and managers).
import type { TWorkshopClaim } from '@rueda/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { workshopAccount } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';
import { captureDownloads } from '@/testing/downloads';

const MECHANIC: TWorkshopClaim = { role: 'mechanic', uid: 'w1', active: true, trial: false, free: false };

describe('the repairs export', () => {
  it('downloads the repairs of the timeframe and filters the board shows', async () => {
    const server = repairsServer({
      summaries: [summary({ status: 'inProgress' })],
      functions: { repairsExport: () => ({ fileName: 'reparaciones-2026-11.csv', csv: '\uFEFFId;Alta\r\n', count: 1 }) },
    });
    const downloads = captureDownloads();
    const { user } = renderApp('/repairs?status=inProgress');
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }, { timeout: 10_000 }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['reparaciones-2026-11.csv']));
    const input = server.inputsTo('repairsExport')[0]!;
    // The board's own list, without its paging.
    const { limit: _limit, ...listed } = server.inputsTo('repairsList')[0] as Record<string, unknown>;
    expect(input).toEqual(listed);
    expect(input).toMatchObject({ status: ['inProgress'], from: expect.any(String) });
  });

  it('says so when the file cannot be made', async () => {
    repairsServer({ functions: { repairsExport: () => failure('failed-precondition', { details: { reason: 'too-many' } }) } });
    const { user } = renderApp('/repairs');
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }, { timeout: 10_000 }));
    expect(await screen.findByText('No se ha podido exportar. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('is not offered to a mechanic', async () => {
    repairsServer({ workshop: MECHANIC, account: workshopAccount({ role: 'mechanic' }) });
    renderApp('/repairs');
    expect(await screen.findByRole('checkbox', { name: /Sin revisar/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });
});
