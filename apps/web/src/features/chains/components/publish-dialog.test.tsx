// docs/product.md §32.3: "Publicar en la cadena" on the head office's catalogue, and a shop's item whose price the head
// office locked. In es and pt.
import type { TChain } from '@rueda/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { workshopAccount } from '@/testing/auth-server';
import { catalogueOf } from '@/testing/catalogue-server';
import { catalogueServer } from '@/testing/catalogue/server';
import { renderApp } from '@/testing/render';

const CHAIN: TChain = {
  id: 'c1',
  name: 'Bicis Norte y Sur',
  headWorkshopId: 'w1',
  sharesCustomers: false,
  customersNotice: null,
  workshops: [
    { id: 'w1', name: 'Taller Ana', isHeadOffice: true },
    { id: 'w2', name: 'Bicis Playa', isHeadOffice: false },
  ],
  admins: [{ userId: 'user-1', name: 'Ana', email: 'ana@taller.test' }],
};

function chainServer(chain: TChain = CHAIN) {
  return catalogueServer({
    account: workshopAccount({ isChainAdmin: true }),
    functions: {
      chainsGet: () => ({ chain, isChainAdmin: true }),
      chainsPublish: () => ({ workshops: [{ workshopId: 'w2', workshopName: 'Bicis Playa', created: 3, updated: 1, unchanged: 0 }] }),
    },
  });
}

describe('publishing the head office’s catalogue', () => {
  it('asks which workshops and kinds, whether to fix the prices, and says what each shop got', async () => {
    const server = chainServer();
    const { user } = renderApp('/services');
    await user.click(await screen.findByRole('button', { name: 'Publicar en la cadena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar el catálogo en la cadena' });
    const playa = await within(dialog).findByRole('checkbox', { name: 'Bicis Playa' });
    expect(playa).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Taller Ana' })).not.toBeInTheDocument();
    await user.click(playa);
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText('Elige al menos un taller.')).toBeInTheDocument();
    expect(server.inputsTo('chainsPublish')).toHaveLength(0);

    await user.click(playa);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Stock' }));
    await user.click(within(dialog).getByText('Fijar los precios de la sede central'));
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicado en 1 taller: 3 nuevos, 1 actualizados')).toBeInTheDocument();
    expect(server.inputsTo('chainsPublish')).toEqual([
      { workshopIds: ['w2'], kinds: ['packs', 'maintenances', 'suspensions'], lockPrices: true },
    ]);
  });

  it('tells a shop that is not the head office that only the head office publishes', async () => {
    chainServer({ ...CHAIN, headWorkshopId: 'w2' });
    const { user } = renderApp('/services');
    await user.click(await screen.findByRole('button', { name: 'Publicar en la cadena' }));
    expect(await screen.findByText('Solo la sede central de la cadena publica su catálogo.')).toBeInTheDocument();
  });

  it('shows a locked price fixed, with why, in Portuguese', async () => {
    await setLanguage('pt');
    catalogueServer({
      catalogue: catalogueOf({
        maintenances: [{ id: 'm1', title: 'Purgar travões', price: 2800, publishedFrom: 'h-m1', priceLocked: true }],
      }),
    });
    const { user } = renderApp('/services?kind=maintenances');
    await user.click(await screen.findByRole('button', { name: 'Editar Purgar travões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Purgar travões»' });
    expect(within(dialog).getByText('Preço fixado pela sede da rede: só ela o altera.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Preço' })).toBeDisabled();
  });
});
