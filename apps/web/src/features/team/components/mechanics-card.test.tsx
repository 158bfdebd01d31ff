import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { MECHANIC, teamServer } from '@/testing/team/server';
import { MechanicsCard } from './mechanics-card';

function renderMechanics() {
  return renderComponent(<MechanicsCard />, { providers: 'app' });
}

const names = () => screen.getAllByTestId('team-mechanic').map((row) => row.getAttribute('aria-label'));

describe('the mechanics card', () => {
  it('lists the active mechanics first, then the inactive ones, saying which is which', async () => {
    teamServer();
    renderMechanics();
    expect(await screen.findByRole('heading', { name: 'Mecánicos', level: 2 })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Pepe Antiguo' });
    expect(names()).toEqual(['Carla Gómez', 'Luis Martín', 'Pepe Antiguo']);
    expect(within(screen.getByRole('listitem', { name: 'Pepe Antiguo' })).getByText('Inactivo')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Luis Martín' })).getByText('Activo')).toBeInTheDocument();
  });

  it('adds a mechanic by name, asking for one first', async () => {
    const server = teamServer();
    const { user } = renderMechanics();
    const field = await screen.findByRole('textbox', { name: 'Nombre del nuevo mecánico' });
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    await user.type(field, '  Marta Vidal {Enter}');
    expect(await screen.findByText('Mecánico añadido: Marta Vidal')).toBeInTheDocument();
    expect(server.inputsTo('mechanicsCreate')).toEqual([{ name: 'Marta Vidal' }]);
    expect(await screen.findByRole('listitem', { name: 'Marta Vidal' })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('renames a mechanic in place; Escape leaves the name as it was', async () => {
    const server = teamServer();
    const { user } = renderMechanics();
    await user.click(await screen.findByRole('button', { name: 'Renombrar a Luis Martín' }));
    const field = screen.getByRole('textbox', { name: 'Nuevo nombre de Luis Martín' });
    expect(field).toHaveFocus();
    await user.type(field, ' X{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Nuevo nombre de Luis Martín' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renombrar a Luis Martín' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Renombrar a Luis Martín' }));
    await user.clear(screen.getByRole('textbox', { name: 'Nuevo nombre de Luis Martín' }));
    await user.type(screen.getByRole('textbox', { name: 'Nuevo nombre de Luis Martín' }), 'Luis M. García');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nombre cambiado a Luis M. García')).toBeInTheDocument();
    expect(server.inputsTo('mechanicsUpdate')).toEqual([{ id: 'm-luis', name: 'Luis M. García' }]);
    expect(await screen.findByRole('listitem', { name: 'Luis M. García' })).toBeInTheDocument();
  });

  it('deactivates a mechanic and brings one back', async () => {
    const server = teamServer();
    const { user } = renderMechanics();
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Carla Gómez' }));
    expect(await screen.findByText('Mecánico desactivado: Carla Gómez')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Carla Gómez' })).getByText('Inactivo')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reactivar a Pepe Antiguo' }));
    expect(await screen.findByText('Mecánico reactivado: Pepe Antiguo')).toBeInTheDocument();
    expect(server.inputsTo('mechanicsUpdate')).toEqual([
      { id: 'm-carla', active: false },
      { id: 'm-pepe', active: true },
    ]);
  });

  it('shows a mechanic the list without controls', async () => {
    teamServer({ workshop: MECHANIC });
    renderMechanics();
    await screen.findByRole('listitem', { name: 'Carla Gómez' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Mecánicos' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the workshop has no mechanics yet', async () => {
    teamServer({ mechanics: [] });
    renderMechanics();
    expect(await screen.findByText('Todavía no hay mecánicos. Añade el primero con su nombre.')).toBeInTheDocument();
  });
});
