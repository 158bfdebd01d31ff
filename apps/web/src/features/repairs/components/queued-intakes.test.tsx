// docs/product.md §30.3: a repair taken in without a connection is listed above the board, by its bike and customer,
// until the server has made it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { addPendingChange, setPendingChanges } from '@/lib/outbox/pending-changes';
import type { QueuedChange } from '@/lib/outbox/queued-change';
import { renderApp } from '@/testing/render';
import { summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

function queuedIntake(subject: string, photos = 0): QueuedChange {
  return {
    ...(photos > 0 ? { intakePhotos: Array.from({ length: photos }, (_, index) => ({ name: `${index}.jpg`, image: '/9j/' })) } : {}),
    account: 'ana',
    changeId: `change-${subject}`,
    call: { fn: 'repairsCreate', input: { changeId: `change-${subject}` } } as unknown as QueuedChange['call'],
    repairId: null,
    subject,
    madeAt: Date.now(),
    state: 'waiting',
    problem: null,
  };
}

describe('the repairs taken in on the device', () => {
  it.each([
    ['es', '2 reparaciones nuevas guardadas en este dispositivo: se crearán cuando vuelva la conexión', '2 fotos'],
    ['pt', '2 reparações novas guardadas neste dispositivo: serão criadas quando a ligação voltar', '2 fotografias'],
  ] as const)('%s: are listed above the board, with the photos taken, until the server has made them', async (language, title, photos) => {
    await setLanguage(language);
    repairsServer({ summaries: [summary({ id: 'r1' })] });
    renderApp('/repairs');
    expect(await screen.findByText(/Orbea Alma/)).toBeInTheDocument();
    expect(screen.queryByText(title)).not.toBeInTheDocument();

    addPendingChange(queuedIntake('Trek Marlin · Rosa Vidal'));
    addPendingChange(queuedIntake('Cannondale Topstone · Tiago Costa', 2));
    const notice = (await screen.findByText(title)).closest<HTMLElement>('[role="status"]')!;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Trek Marlin · Rosa Vidal', `Cannondale Topstone · Tiago Costa · ${photos}`]);

    setPendingChanges([]);
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
  });
});
