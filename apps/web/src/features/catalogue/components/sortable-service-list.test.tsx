import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueOf } from '@/testing/catalogue-server';
import { renderApp } from '@/testing/render';
import { catalogueServer } from '@/testing/catalogue/server';

/** A shop's shelf: 300 stock items, in position order, each with its own reference. */
const SHELF = catalogueOf({
  stockItems: Array.from({ length: 300 }, (_, index) => ({
    id: `st-${index}`,
    title: `Recambio ${index}`,
    reference: `REF-${String(index).padStart(4, '0')}`,
    price: 500,
    position: index,
  })),
});

/** happy-dom lays nothing out: each of the list's rows measures as a browser draws a stock item. */
function giveRowsTheirHeight() {
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!.get!;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.index === undefined ? (height.call(this) as number) : 82;
  });
}

describe('a long list on the services screen', () => {
  it('draws only the rows in view, in position order, and a search still finds a row far down', async () => {
    giveRowsTheirHeight();
    catalogueServer({ catalogue: SHELF });
    const { user } = renderApp('/services?kind=stockItems');
    expect(await screen.findByRole('tab', { name: /^Stock 300/ })).toHaveAttribute('aria-selected', 'true');
    const titles = () =>
      screen
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label'))
        .filter(Boolean);
    await waitFor(() => expect(titles().length).toBeGreaterThan(0));
    expect(titles().length).toBeLessThan(30);
    expect(titles().slice(0, 3)).toEqual(['Recambio 0', 'Recambio 1', 'Recambio 2']);
    expect(screen.getByRole('button', { name: 'Mover Recambio 0' })).toBeInTheDocument();

    await user.click(screen.getByRole('searchbox', { name: 'Buscar en el catálogo' }));
    await user.paste('ref-0298');
    const row = await screen.findByRole('listitem', { name: 'Recambio 298' });
    expect(within(row).getByText('Ref. REF-0298')).toBeInTheDocument();
    expect(titles()).toEqual(['Recambio 298']);
    expect(screen.getByRole('tab', { name: /^Stock 1/ })).toBeInTheDocument();
  });
});
