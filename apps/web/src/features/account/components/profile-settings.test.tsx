// docs/product.md §18.1, §18.2 and §18.4: the profile's account and workshop cards. Name, language, password and
// the end of every session; the workshop's identity, currency and export for its admin, read-only for the rest.
import type { TAccount, TWorkshopClaim } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLanguage } from '@/lib/i18n';
import { authServer, workshopAccount } from '@/testing/auth-server';
import { failure, type FunctionHandlers } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { captureDownloads } from '@/testing/downloads';

const MECHANIC: TWorkshopClaim = { role: 'mechanic', uid: 'w1', active: true, trial: false, free: false };

function profileServer(options: { account?: TAccount; functions?: FunctionHandlers; workshop?: TWorkshopClaim } = {}) {
  const server = authServer({
    isSignedIn: true,
    account: options.account,
    workshop: options.workshop,
    functions: {
      teamList: () => ({ members: [], invitations: [] }),
      mechanicsList: () => [],
      callablesGetSubscriptionDetails: () => failure('not-found'),
      ...options.functions,
    },
    handlers: {
      'GET /api/exports/workshop': () =>
        new Response(new Blob(['zip']), {
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="rueda-taller-2026-11-25.zip"' },
        }),
    },
  });
  return server;
}

async function openProfile() {
  const view = renderApp('/profile');
  const account = await screen.findByRole('heading', { name: 'Tu cuenta' }, { timeout: 10_000 });
  return { ...view, accountCard: account.closest<HTMLElement>('.mantine-Card-root')! };
}

describe('the account card', () => {
  it('renames the account, and refuses an empty name without sending it', async () => {
    const server = profileServer({ functions: { accountUpdate: (changes) => ({ ...workshopAccount(), ...changes }) as TAccount } });
    const { user, accountCard } = await openProfile();
    const name = within(accountCard).getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.click(within(accountCard).getByRole('button', { name: 'Guardar' }));
    expect(await within(accountCard).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(server.inputsTo('accountUpdate')).toHaveLength(0);
    await user.type(name, 'Ana María');
    await user.click(within(accountCard).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cuenta guardada')).toBeInTheDocument();
    expect(server.inputsTo('accountUpdate')).toEqual([{ name: 'Ana María' }]);
  });

  it('sets the account’s language, and the interface follows at once', async () => {
    const server = profileServer({ functions: { accountUpdate: (changes) => ({ ...workshopAccount(), ...changes }) as TAccount } });
    const { user, accountCard } = await openProfile();
    await user.click(within(accountCard).getByText('Português'));
    expect(await screen.findByRole('heading', { name: 'A sua conta' })).toBeInTheDocument();
    expect(server.inputsTo('accountUpdate')).toEqual([{ language: 'pt' }]);
    expect(currentLanguage()).toBe('pt');
  });

  it('opens in the language the account chose on another device', async () => {
    profileServer({ account: workshopAccount({ language: 'pt' }) });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'A sua conta' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('changes the password: a wrong current one is shown on its field, a mismatch is caught before sending', async () => {
    let attempts = 0;
    const server = profileServer({
      functions: {
        accountChangePassword: () => {
          attempts += 1;
          return attempts === 1
            ? failure('invalid-argument', { details: { fields: [{ field: 'current', message: 'wrong' }] } })
            : { changed: true as const };
        },
      },
    });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'not mine');
    await user.type(within(dialog).getByLabelText('Contraseña nueva'), 'una nueva buena');
    await user.type(within(dialog).getByLabelText('Repite la contraseña nueva'), 'una nueva mala');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(dialog).findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(server.inputsTo('accountChangePassword')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Repite la contraseña nueva'));
    await user.type(within(dialog).getByLabelText('Repite la contraseña nueva'), 'una nueva buena');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(dialog).findByText('La contraseña actual no es correcta')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Contraseña actual'));
    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'la de siempre');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña cambiada. Las demás sesiones se han cerrado.')).toBeInTheDocument();
    expect(server.inputsTo('accountChangePassword').at(-1)).toEqual({ current: 'la de siempre', next: 'una nueva buena' });
  });

  it('shows the "too many attempts" text once the server stops counting password tries (docs/decisions/057)', async () => {
    profileServer({
      functions: { accountChangePassword: () => failure('resource-exhausted', { details: { reason: 'too-many-attempts' } }) },
    });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'una vieja');
    await user.type(within(dialog).getByLabelText('Contraseña nueva'), 'una nueva buena');
    await user.type(within(dialog).getByLabelText('Repite la contraseña nueva'), 'una nueva buena');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(dialog).findByText('Cuenta bloqueada por demasiados intentos de inicio de sesión')).toBeInTheDocument();
  });

  it('signs out of every device after a confirmation, and lands on the sign-in page', async () => {
    const server = profileServer({ functions: { accountSignOutEverywhere: () => ({ signedOut: true as const }) } });
    server.state.isSignedIn = true;
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(server.inputsTo('accountSignOutEverywhere')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    server.state.isSignedIn = false;
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 10_000 });
    expect(server.inputsTo('accountSignOutEverywhere')).toHaveLength(1);
  });
});

describe('the workshop card', () => {
  it('lets the admin change the identity, the currency, and download everything', async () => {
    const saved = workshopAccount().workshop!;
    const server = profileServer({
      functions: {
        workshopUpdate: (changes) => ({ ...saved, ...changes }),
        workshopConfigUpdate: ({ currency }) => ({ ...saved, currency: { symbol: 'R$', name: currency } }),
      },
    });
    const { user } = await openProfile();
    const card = screen.getByRole('heading', { name: 'Tu taller' }).closest<HTMLElement>('.mantine-Card-root')!;
    const phone = within(card).getByRole('textbox', { name: 'Teléfono' });
    await user.clear(phone);
    await user.type(phone, 'llámame');
    await user.click(within(card).getByRole('button', { name: 'Guardar taller' }));
    expect(await within(card).findByText('El valor no es válido')).toBeInTheDocument();
    expect(server.inputsTo('workshopUpdate')).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '+351 210 111 222');
    await user.click(within(card).getByRole('button', { name: 'Guardar taller' }));
    expect(await screen.findByText('Datos del taller guardados')).toBeInTheDocument();
    expect(server.inputsTo('workshopUpdate')).toEqual([
      { name: saved.name, address: saved.address, phone: '+351 210 111 222', taxId: saved.taxId },
    ]);

    const currency = within(card).getByRole('combobox', { name: 'Moneda' });
    await user.click(currency);
    await user.clear(currency);
    await user.type(currency, 'BRL');
    await user.click(await screen.findByRole('option', { name: /R\$ BRL/ }));
    expect(await screen.findByText('Moneda cambiada a R$ BRL')).toBeInTheDocument();
    expect(server.inputsTo('workshopConfigUpdate')).toEqual([{ currency: 'BRL' }]);

    const downloads = captureDownloads();
    await user.click(within(card).getByRole('button', { name: 'Descargar todo (ZIP)' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['rueda-taller-2026-11-25.zip']));
    expect(await downloads[0]!.blob.text()).toBe('zip');
    expect(server.requestsTo('GET /api/exports/workshop')[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('uploads a logo, refusing a file over 2 MB before sending it and saying when the server finds no image', async () => {
    const saved = workshopAccount().workshop!;
    let calls = 0;
    const server = profileServer({
      functions: {
        workshopUpdate: () => {
          calls += 1;
          return calls === 1
            ? failure('invalid-argument', { details: { fields: [{ field: 'logo', message: 'not an image' }] } })
            : { ...saved, logoVersion: '2026-11-25T10:00:00.000Z' };
        },
      },
    });
    const { user, container } = await openProfile();
    const input = () => container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('El archivo pasa de 2 MB. Elige una imagen más pequeña.')).toBeInTheDocument();
    expect(server.inputsTo('workshopUpdate')).toHaveLength(0);

    await user.upload(input(), new File(['not an image'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('El archivo no es una imagen que se pueda leer.')).toBeInTheDocument();
    await user.upload(input(), new File(['\x89PNG fake'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Logo guardado')).toBeInTheDocument();
    expect(server.inputsTo('workshopUpdate').at(-1)).toEqual({ logo: expect.stringMatching(/^[A-Za-z0-9+/=]+$/) });
    expect(screen.getByRole('button', { name: 'Cambiar logo' })).toBeInTheDocument();
  });

  it('is read-only for a mechanic, with no way to download everything', async () => {
    profileServer({ workshop: MECHANIC, account: workshopAccount({ role: 'mechanic' }) });
    await openProfile();
    const card = screen.getByRole('heading', { name: 'Tu taller' }).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).getByText('Taller Ana')).toBeInTheDocument();
    expect(within(card).getByText('Solo el administrador del taller puede cambiar estos datos.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Descargar todo (ZIP)' })).not.toBeInTheDocument();
  });
});
