// docs/product.md §22.1: the profile's online booking settings, for the workshop's admin only.
import type { TWorkshopClaim } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { primePublicConfig } from '@/lib/public-config';
import { workshopAccount } from '@/testing/auth-server';
import { renderApp, renderComponent } from '@/testing/render';
import { NO_PAGE, onlineBookingServer, PAGE_ORIGIN, TAKEN_SLUG } from '@/testing/online-booking/server';
import { OnlineBookingCard } from './lazy-online-booking-card';

const SAVED = {
  slug: 'taller-ana',
  paused: true,
  minimumNoticeDays: 2,
  bookable: { packs: ['p-basica'], maintenances: [], suspensions: ['s-horquilla'] },
};
const PAGE_URL = `${PAGE_ORIGIN}/book/taller-ana`;

async function renderCard() {
  const view = renderComponent(<OnlineBookingCard workshopName="Taller Ciclos Peña" />, { providers: 'app' });
  const card = await screen.findByRole('region', { name: 'Reservas en línea' });
  await within(card).findByRole('button', { name: 'Guardar reservas en línea' });
  return { ...view, card };
}

/** A checkbox by the start of its label (the price follows the title). */
const checkbox = (card: HTMLElement, title: string) => within(card).getByRole('checkbox', { name: new RegExp(`^${title} · `) });

describe('the profile’s online booking settings (docs/product.md §22.1)', () => {
  it('shows the saved settings, the page’s address and the bookable services of the catalogue only', async () => {
    onlineBookingServer({ settings: SAVED });
    const { card } = await renderCard();
    expect(within(card).getByRole('textbox', { name: 'Dirección de la página' })).toHaveValue('taller-ana');
    expect(within(card).getByRole('textbox', { name: 'Dirección de tu página de reservas' })).toHaveValue(PAGE_URL);
    expect(within(card).getByRole('switch', { name: /^Pausar las reservas en línea/ })).toBeChecked();
    expect(within(card).getByText(/explicará amablemente que ahora no se aceptan reservas/)).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Antelación mínima (días)' })).toHaveValue('2');
    expect(checkbox(card, 'Puesta a punto básica')).toBeChecked();
    expect(checkbox(card, 'Puesta a punto completa')).not.toBeChecked();
    expect(checkbox(card, 'Mantenimiento de horquilla')).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: /^Centrado de rueda · desde 25,00/ })).not.toBeChecked();
    expect(within(card).queryByText(/Engrase antiguo/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Cámara/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Tus clientes piden cita/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Elige al menos un servicio/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Guardar reservas en línea' })).toBeDisabled();
  });

  it('sets up the page: proposes an address from the name, takes the services chosen and shows the address saved', async () => {
    const server = onlineBookingServer();
    const { user, card } = await renderCard();
    expect(within(card).getByText(/Tus clientes piden cita desde el móvil/)).toBeInTheDocument();
    expect(within(card).getByText(/Elige al menos un servicio/)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Abrir' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Proponer' }));
    expect(within(card).getByRole('textbox', { name: 'Dirección de la página' })).toHaveValue('taller-ciclos-pena');
    expect(within(card).queryByRole('button', { name: 'Proponer' })).not.toBeInTheDocument();

    const maintenances = within(card).getByRole('group', { name: 'Mantenimientos' });
    await user.click(within(maintenances).getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(within(maintenances).getByRole('checkbox', { name: 'Seleccionar todos' })).toBeChecked();
    // Chosen out of order, sent in the catalogue's.
    await user.click(checkbox(card, 'Puesta a punto completa'));
    await user.click(checkbox(card, 'Puesta a punto básica'));
    const packs = within(card).getByRole('group', { name: 'Packs' });
    expect(within(packs).getByRole('checkbox', { name: 'Seleccionar todos' })).toBeChecked();
    await user.click(checkbox(card, 'Puesta a punto completa'));
    expect(within(packs).getByRole('checkbox', { name: 'Seleccionar todos' })).toBePartiallyChecked();
    expect(within(card).queryByText(/Elige al menos un servicio/)).not.toBeInTheDocument();

    const notice = within(card).getByRole('textbox', { name: 'Antelación mínima (días)' });
    await user.clear(notice);
    await user.type(notice, '0');
    await user.click(within(card).getByRole('button', { name: 'Guardar reservas en línea' }));

    expect(await screen.findByText('Reservas en línea guardadas')).toBeInTheDocument();
    expect(server.inputsTo('workshopUpdate')).toEqual([
      {
        onlineBooking: {
          slug: 'taller-ciclos-pena',
          paused: false,
          minimumNoticeDays: 0,
          bookable: { packs: ['p-basica'], maintenances: ['m-purgado', 'm-rueda'], suspensions: [] },
        },
      },
    ]);
    // Read again, the page's address appears.
    expect(await within(card).findByRole('link', { name: 'Abrir' })).toHaveAttribute('href', `${PAGE_ORIGIN}/book/taller-ciclos-pena`);
    expect(server.inputsTo('onlineBookingSettingsGet')).toHaveLength(2);
    expect(within(card).queryByText(/Tus clientes piden cita/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Guardar reservas en línea' })).toBeDisabled();
  });

  it('lowercases the address as typed, refuses a malformed one before sending, and says when another workshop has it', async () => {
    const server = onlineBookingServer({ settings: SAVED });
    const { user, card } = await renderCard();
    const slug = within(card).getByRole('textbox', { name: 'Dirección de la página' });
    await user.clear(slug);
    await user.type(slug, 'Taller--Ana');
    expect(slug).toHaveValue('taller--ana');
    await user.click(within(card).getByRole('button', { name: 'Guardar reservas en línea' }));
    expect(await within(card).findByText(/Usa de 3 a 60 letras minúsculas/)).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(server.inputsTo('workshopUpdate')).toEqual([]);

    await user.clear(slug);
    await user.type(slug, TAKEN_SLUG);
    await user.click(within(card).getByRole('button', { name: 'Guardar reservas en línea' }));
    expect(await within(card).findByText('Esta dirección ya la usa otro taller')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('No se han podido guardar las reservas en línea')).toBeInTheDocument();
    expect(server.inputsTo('workshopUpdate')).toEqual([{ onlineBooking: { ...SAVED, slug: TAKEN_SLUG } }]);
    expect(server.state.settings).toEqual(SAVED);
  });

  it('copies the page’s address and opens it in a new tab', async () => {
    onlineBookingServer({ settings: SAVED });
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(PAGE_URL);
    expect(await within(card).findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    const open = within(card).getByRole('link', { name: 'Abrir' });
    expect(open).toHaveAttribute('href', PAGE_URL);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('warns that the page’s address opens only on the server’s machine while PUBLIC_URL is unset, in both languages', async () => {
    onlineBookingServer({ settings: SAVED });
    primePublicConfig({ tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null, linksOnlyHere: PAGE_ORIGIN });
    const { card } = await renderCard();
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Esta dirección solo se abre en el ordenador donde funciona Rueda: en el móvil de un cliente no se abrirá.',
    );
    await i18n.changeLanguage('pt');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Este endereço só abre no computador onde o Rueda funciona: no telemóvel de um cliente não abrirá.',
    );
  });

  it('does not warn when the address opens elsewhere', async () => {
    onlineBookingServer({ settings: SAVED });
    primePublicConfig({ tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null, linksOnlyHere: null });
    const { card } = await renderCard();
    expect(within(card).getByRole('textbox', { name: 'Dirección de tu página de reservas' })).toHaveValue(PAGE_URL);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    onlineBookingServer({ settings: NO_PAGE });
    renderComponent(<OnlineBookingCard workshopName="Oficina" />, { providers: 'app' });
    const card = await screen.findByRole('region', { name: 'Marcações online' });
    expect(await within(card).findByRole('switch', { name: /^Pausar as marcações online/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Propor' })).toBeInTheDocument();
    expect(within(card).getByText(/Os seus clientes pedem marcação pelo telemóvel/)).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Manutenções' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Guardar marcações online' })).toBeDisabled();
  });
});

describe('the online booking card on the profile', () => {
  const profileFunctions = {
    teamList: () => ({ members: [], invitations: [] }),
    mechanicsList: () => [],
    messageTemplatesGet: () => new Response('not here', { status: 500 }),
  };

  it('is the admin’s', async () => {
    const server = onlineBookingServer({ settings: SAVED, functions: profileFunctions });
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Reservas en línea' }, { timeout: 10_000 });
    expect(await within(card).findByRole('textbox', { name: 'Dirección de la página' })).toHaveValue('taller-ana');
    expect(server.inputsTo('onlineBookingSettingsGet')).toHaveLength(1);
  });

  it.each(['manager', 'mechanic'] as const)('is not shown to a %s, nor read', async (role) => {
    const claim: TWorkshopClaim = { role, uid: 'w1', active: true, trial: false, free: false };
    const server = onlineBookingServer({ workshop: claim, account: workshopAccount({ role }), functions: profileFunctions });
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Tu cuenta' }, { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Tu taller' });
    await waitFor(() => expect(server.inputsTo('mechanicsList').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Reservas en línea' })).not.toBeInTheDocument();
    expect(screen.queryByText('Reservas en línea')).not.toBeInTheDocument();
    expect(server.inputsTo('onlineBookingSettingsGet')).toEqual([]);
  });
});
