import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { catalogueServer } from '@/testing/catalogue/server';

const ROW_HEIGHT = 72;
const rowTitles = (container: HTMLElement = document.body) =>
  within(container)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

/** happy-dom lays nothing out: each row (and the sortable wrapper around it) gets a place one under the other. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.matches('[data-service-row]') ? this : this.querySelector(':scope > [data-service-row]');
    if (!row) return new DOMRect(0, 0, 0, 0);
    const index = [...document.querySelectorAll('[data-service-row]')].indexOf(row);
    return new DOMRect(0, index * ROW_HEIGHT, 600, ROW_HEIGHT - 8);
  });
}

/** Picks a row up by its handle with the keyboard, moves it `steps` down and drops it. */
async function dragDown(user: ReturnType<typeof renderApp>['user'], title: string, steps: number) {
  const handle = screen.getByRole('button', { name: `Mover ${title}` });
  handle.focus();
  await user.keyboard(' ');
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  for (let step = 0; step < steps; step += 1) await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getByText(new RegExp(`^${title} está en la posición ${steps + 1} de`))).toBeInTheDocument());
  await user.keyboard(' ');
}

describe('ordering the catalogue', () => {
  it('moves a maintenance within its group with the keyboard, and sends the kind’s ids in their new order', async () => {
    layOutRows();
    const server = catalogueServer();
    const { user } = renderApp('/services?kind=maintenances');
    const brakes = await screen.findByRole('region', { name: 'Frenos' });
    await dragDown(user, 'Purgado de frenos', 1);
    await waitFor(() => expect(server.inputsTo('servicesReorder')).toHaveLength(1));
    expect(server.inputsTo('servicesReorder')[0]).toEqual({
      kind: 'maintenances',
      ids: ['m-pastillas', 'm-purgado', 'm-cadena', 'm-rueda'],
    });
    expect(rowTitles(brakes)).toEqual(['Cambio de pastillas', 'Purgado de frenos']);
  });

  it('puts the order back and says so when the server refuses it', async () => {
    layOutRows();
    const server = catalogueServer({ functions: { servicesReorder: () => failure('permission-denied') } });
    const { user } = renderApp('/services');
    await screen.findByRole('listitem', { name: 'Puesta a punto básica' });
    await dragDown(user, 'Puesta a punto básica', 1);
    expect(await screen.findByText('No se ha podido cambiar el orden; se ha devuelto a como estaba')).toBeInTheDocument();
    expect(server.inputsTo('servicesReorder')).toEqual([{ kind: 'packs', ids: ['p-completa', 'p-basica'] }]);
    await waitFor(() => expect(rowTitles()).toEqual(['Puesta a punto básica', 'Puesta a punto completa']));
  });

  it('offers no dragging while a search filters the list', async () => {
    catalogueServer();
    const { user } = renderApp('/services?kind=maintenances');
    expect(await screen.findByRole('button', { name: 'Mover Purgado de frenos' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el catálogo' }), 'cambio');
    expect(screen.queryByRole('button', { name: /^Mover / })).not.toBeInTheDocument();
    expect(screen.getByText('Borra la búsqueda para cambiar el orden.')).toBeInTheDocument();
  });
});

describe('archiving', () => {
  it('archives an item with an undo in the toast, which brings it back', async () => {
    const server = catalogueServer();
    const { user } = renderApp('/services');
    await user.click(await screen.findByRole('button', { name: 'Archivar Puesta a punto completa' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Puesta a punto completa' })).not.toBeInTheDocument());
    expect(await screen.findByText('«Puesta a punto completa» archivado: ya no se ofrece en las reparaciones nuevas')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Packs 1$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByRole('listitem', { name: 'Puesta a punto completa' })).toBeInTheDocument();
    expect(server.inputsTo('servicesArchive')).toEqual([
      { kind: 'packs', id: 'p-completa', archived: true },
      { kind: 'packs', id: 'p-completa', archived: false },
    ]);
    expect(rowTitles()).toEqual(['Puesta a punto básica', 'Puesta a punto completa']);
  });

  it('shows the archived items greyed when asked, each with a way back', async () => {
    const server = catalogueServer();
    const { user } = renderApp('/services?kind=maintenances');
    await screen.findByRole('listitem', { name: 'Purgado de frenos' });
    expect(screen.queryByRole('listitem', { name: 'Engrase antiguo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Mostrar archivados' }));
    const archived = screen.getByRole('region', { name: 'Archivados · 1' });
    const row = within(archived).getByRole('listitem', { name: 'Engrase antiguo' });
    expect(row).toHaveStyle({ opacity: '0.55' });
    expect(within(row).getByText('Archivado')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Recuperar Engrase antiguo' }));
    expect(await screen.findByText('«Engrase antiguo» recuperado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Archivados/ })).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('region', { name: 'Transmisión' })).getByRole('listitem', { name: 'Engrase antiguo' }),
    ).toBeInTheDocument();
    expect(server.inputsTo('servicesArchive')).toEqual([{ kind: 'maintenances', id: 'm-engrase', archived: false }]);
  });
});
