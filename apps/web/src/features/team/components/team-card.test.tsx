import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { ANA_MEMBER, BRUNO, CARLA, EXPIRED, MANAGER, MECHANIC, PENDING, memberOf, teamServer } from '@/testing/team/server';
import { TeamCard } from './team-card';

function renderTeam() {
  return renderComponent(<TeamCard />, { providers: 'app' });
}

const row = (name: string) => screen.findByRole('listitem', { name });

describe('the team card', () => {
  it('lists the members, the signed-in user marked, and the pending and expired invitations', async () => {
    teamServer();
    renderTeam();
    expect(await screen.findByRole('heading', { name: 'Equipo', level: 2 })).toBeInTheDocument();
    const ana = await row('Ana');
    expect(await within(ana).findByText('Tú')).toBeInTheDocument();
    expect(within(ana).getByText(ANA_MEMBER.email)).toBeInTheDocument();
    expect(within(await row('Diego Ruiz')).getByText('Acceso desactivado')).toBeInTheDocument();
    expect(within(await row('Diego Ruiz')).getByRole('button', { name: 'Reactivar a Diego Ruiz' })).toBeInTheDocument();
    expect(within(await row('Bruno Sanz')).getByText('Acceso activo')).toBeInTheDocument();
    expect(within(await row('Bruno Sanz')).queryByText('Tú')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Carla Gómez' })).getByRole('combobox', { name: 'Mecánico asociado' }),
      ).toHaveValue('Carla Gómez'),
    );

    const pending = await row(PENDING.email);
    expect(within(pending).getByText('Mecánico')).toBeInTheDocument();
    expect(within(pending).getByText('Pendiente')).toBeInTheDocument();
    expect(within(pending).getByText('Enviada el 01/06/2026 · caduca el 08/06/2026')).toBeInTheDocument();
    const expired = await row(EXPIRED.email);
    expect(within(expired).getByText('Caducada')).toBeInTheDocument();
    expect(within(expired).getByText(/caducó el 08\/05\/2026/)).toBeInTheDocument();
  });

  it('shows a mechanic the team without any control', async () => {
    teamServer({ workshop: MECHANIC, members: [{ ...ANA_MEMBER, role: 'mechanic' }, BRUNO, CARLA] });
    renderTeam();
    const carla = await row('Carla Gómez');
    expect(await within(carla).findByText('Trabaja como Carla Gómez')).toBeInTheDocument();
    expect(within(await row('Bruno Sanz')).getByText('Encargado')).toBeInTheDocument();
    expect(within(await row('Bruno Sanz')).getByText('Sin mecánico asociado')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retirar/ })).not.toBeInTheDocument();
  });

  it('says when there are no invitations, and offers to retry a list that did not load', async () => {
    let isDown = true;
    teamServer({
      invitations: [],
      functions: { teamList: () => (isDown ? new Response('down', { status: 500 }) : { members: [ANA_MEMBER], invitations: [] }) },
    });
    const { user } = renderTeam();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el equipo.');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay invitaciones pendientes.')).toBeInTheDocument();
  });

  it('invites someone, checking the email first and showing the server’s refusal on the field', async () => {
    const server = teamServer();
    const { user } = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a alguien al equipo' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), BRUNO.email);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('Esta persona ya forma parte del equipo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'Elena@Taller.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Encargado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada a elena@taller.test')).toBeInTheDocument();
    expect(server.inputsTo('teamInvite')).toEqual([
      { email: BRUNO.email, role: 'mechanic' },
      { email: 'elena@taller.test', role: 'manager' },
    ]);
    expect(await row('elena@taller.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a manager no admin role and leaves an admin’s row alone', async () => {
    const eva = memberOf({ userId: 'user-eva', name: 'Eva Admin', role: 'admin' });
    teamServer({ workshop: MANAGER, members: [{ ...ANA_MEMBER, role: 'manager' }, eva, CARLA] });
    const { user } = renderTeam();
    const evaRow = await row('Eva Admin');
    expect(within(evaRow).getByText('Administrador')).toBeInTheDocument();
    expect(within(evaRow).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(evaRow).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(await row('Carla Gómez')).getByRole('combobox', { name: 'Rol' }));
    expect(await screen.findByRole('option', { name: 'Encargado' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Administrador' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    expect(await screen.findByRole('option', { name: 'Mecánico' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Administrador' })).not.toBeInTheDocument();
  });

  it('changes a role, and says under the select when a mechanic is someone else’s', async () => {
    const server = teamServer();
    const { user } = renderTeam();
    await user.click(within(await row('Bruno Sanz')).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Mecánico' }));
    expect(await screen.findByText('Bruno Sanz tiene ahora el rol Mecánico')).toBeInTheDocument();
    expect(server.inputsTo('teamUpdate')).toEqual([{ userId: BRUNO.userId, role: 'mechanic' }]);

    await user.click(within(await row('Bruno Sanz')).getByRole('combobox', { name: 'Mecánico asociado' }));
    expect(screen.queryByRole('option', { name: 'Pepe Antiguo' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Carla Gómez' }));
    expect(await within(await row('Bruno Sanz')).findByText('Otra persona del equipo ya trabaja como este mecánico.')).toBeInTheDocument();
    expect(server.teamState.members.find((member) => member.userId === BRUNO.userId)?.mechanicId).toBeNull();
  });

  it('asks before removing someone, naming them, and removes them only when confirmed', async () => {
    const server = teamServer();
    const { user } = renderTeam();
    await user.click(within(await row('Carla Gómez')).getByRole('button', { name: 'Quitar a Carla Gómez del equipo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Quitar a Carla Gómez del equipo' });
    expect(within(dialog).getByText(/Carla Gómez dejará de tener acceso al taller/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.inputsTo('teamRemove')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Quitar a Carla Gómez del equipo' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar del equipo' }));
    expect(await screen.findByText('Carla Gómez ya no forma parte del equipo')).toBeInTheDocument();
    expect(server.inputsTo('teamRemove')).toEqual([{ userId: CARLA.userId }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Carla Gómez' })).not.toBeInTheDocument());
  });

  it('says in words why the last admin cannot be deactivated', async () => {
    const server = teamServer();
    const { user } = renderTeam();
    await user.click(within(await row('Ana')).getByRole('button', { name: 'Desactivar a Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar a Ana' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El taller tiene que tener siempre al menos un administrador activo. Nombra antes administrador a otra persona del equipo.',
    );
    expect(server.inputsTo('teamUpdate')).toEqual([{ userId: ANA_MEMBER.userId, active: false }]);
    expect(server.teamState.members.find((member) => member.userId === ANA_MEMBER.userId)?.active).toBe(true);
  });

  it('resends an invitation, and revokes one after confirming', async () => {
    const server = teamServer();
    const { user } = renderTeam();
    await user.click(within(await row(EXPIRED.email)).getByRole('button', { name: `Reenviar la invitación a ${EXPIRED.email}` }));
    expect(await screen.findByText(`Invitación reenviada a ${EXPIRED.email}`)).toBeInTheDocument();
    expect(server.inputsTo('teamInvitationResend')).toEqual([{ id: EXPIRED.id }]);
    await waitFor(async () => expect(within(await row(EXPIRED.email)).getByText('Pendiente')).toBeInTheDocument());

    await user.click(within(await row(PENDING.email)).getByRole('button', { name: `Retirar la invitación a ${PENDING.email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirar la invitación' });
    expect(within(dialog).getByText(new RegExp(PENDING.email))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await screen.findByText(`Invitación a ${PENDING.email} retirada`)).toBeInTheDocument();
    expect(server.inputsTo('teamInvitationRevoke')).toEqual([{ id: PENDING.id }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: PENDING.email })).not.toBeInTheDocument());
  });
});
