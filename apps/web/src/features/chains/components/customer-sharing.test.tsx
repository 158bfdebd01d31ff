// docs/product.md §32.5: the chain card's "Clientes compartidos". The chain's administrator turns sharing on only after
// accepting the chain's privacy notice, and off after a confirmation; who accepted it, and when, is shown; a workshop's
// admin who does not administer the chain reads it but has no switch. In es and pt.
import type { TChain } from '@rueda/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { authServer, workshopAccount } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';

const CHAIN: TChain = {
  id: 'c1',
  name: 'Bicis Norte y Sur',
  headWorkshopId: 'w1',
  sharesCustomers: false,
  customersNotice: null,
  workshops: [{ id: 'w1', name: 'Taller Ana', isHeadOffice: true }],
  admins: [{ userId: 'user-1', name: 'Ana', email: 'ana@taller.test' }],
};
const ACCEPTED = { acceptedAt: '2026-11-30T10:00:00.000Z', acceptedBy: 'Ana' };

describe('the chain’s customer sharing', () => {
  it('turns on only with the privacy notice accepted, and off after a confirmation', async () => {
    let chain = CHAIN;
    const server = authServer({
      isSignedIn: true,
      account: workshopAccount({ isChainAdmin: true, inChain: true }),
      functions: {
        chainsGet: () => ({ chain, isChainAdmin: true }),
        chainsSetCustomerSharing: (data) => {
          const { shares } = data as { shares: boolean };
          chain = { ...chain, sharesCustomers: shares, customersNotice: ACCEPTED };
          return { chain, isChainAdmin: true };
        },
      },
    });
    const { user } = renderApp('/profile');
    const toggle = await screen.findByRole('switch', { name: 'Compartir clientes entre los talleres' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Cada taller ve solo sus propios clientes.')).toBeInTheDocument();
    await user.click(toggle);
    const notice = await screen.findByRole('dialog', { name: 'Aviso de privacidad de la cadena' });
    expect(within(notice).getByText(/comparten entre sí el directorio de los clientes que hayan aceptado/)).toBeInTheDocument();
    const turnOn = within(notice).getByRole('button', { name: 'Compartir clientes' });
    expect(turnOn).toBeDisabled();
    await user.click(within(notice).getByRole('checkbox', { name: 'He leído el aviso y lo acepto en nombre de la cadena' }));
    await user.click(turnOn);
    expect(await screen.findByText('Aviso de privacidad aceptado por Ana el 30/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Compartir clientes entre los talleres' })).toBeChecked();
    expect(server.inputsTo('chainsSetCustomerSharing')).toEqual([{ shares: true, noticeAccepted: true }]);

    await user.click(screen.getByRole('switch', { name: 'Compartir clientes entre los talleres' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Dejar de compartir clientes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Dejar de compartir' }));
    expect(await screen.findByText('Cada taller ve solo sus propios clientes.')).toBeInTheDocument();
    expect(server.inputsTo('chainsSetCustomerSharing').at(-1)).toEqual({ shares: false });
  });

  it('is read, without a switch, by a workshop’s admin who does not administer the chain; in Portuguese', async () => {
    await setLanguage('pt');
    authServer({
      isSignedIn: true,
      account: workshopAccount({ inChain: true, chainSharesCustomers: true }),
      functions: { chainsGet: () => ({ chain: { ...CHAIN, sharesCustomers: true, customersNotice: ACCEPTED }, isChainAdmin: false }) },
    });
    renderApp('/profile');
    expect(await screen.findByText('As oficinas da rede partilham o diretório dos clientes que o aceitaram.')).toBeInTheDocument();
    expect(screen.getByText('Aviso de privacidade aceite por Ana em 30/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
