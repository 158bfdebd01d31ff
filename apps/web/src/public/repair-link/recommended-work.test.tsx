// docs/product.md §31.1: the customer's repair link lists the work recommended for the bike's next visit, in Spanish
// and Portuguese: what and how many, the price of one then with a word that it may change, and the day it was
// recommended; no section at all when there is none.
import type { TPublicRepair } from '@rueda/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RepairLinkApp } from './components/repair-link-app';
import { TextsProvider, type PageLanguage } from './texts';

const REPAIR: TPublicRepair = {
  workshop: { name: 'Taller Rueda Norte', phone: '+34 911 222 333', address: 'Calle Mayor 1, Madrid' },
  customer: { firstName: 'Marta' },
  bike: { brand: 'Orbea', model: 'Orca', color: 'azul' },
  status: 'workshopEntrance',
  statusHistory: [{ status: 'workshopEntrance', date: '2026-11-21T10:30:00.000Z' }],
  entryDate: '2026-11-21T10:30:00.000Z',
  deliveryDate: null,
  timeZone: 'Europe/Madrid',
  estimate: {
    lines: [{ id: 'packs:p', title: 'Puesta a punto', quantity: 1, price: 3500 }],
    totalCents: 3500,
    currency: { code: 'EUR', symbol: '€' },
  },
  response: null,
  money: null,
  recommendations: [
    { title: 'Cambio de cadena', quantity: 2, price: 1200, recommendedDay: '2026-09-14' },
    { title: 'Pastillas de freno', quantity: 1, price: 2250, recommendedDay: '2026-08-03' },
  ],
};

/** The page as the server's state draws it: nothing is read. */
function renderPage(repair: TPublicRepair, language: PageLanguage) {
  render(
    <TextsProvider language={language}>
      <RepairLinkApp token="abc" initial={{ kind: 'ready', repair, hasJustAnswered: false }} />
    </TextsProvider>,
  );
}

/** Each item's texts, one by one, spaces as a reader sees them (the amounts' no-break spaces too). */
const itemsOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('p, span')].map((element) => element.textContent.replace(/\s+/g, ' ')));

describe('the work recommended for the next visit on the repair link', () => {
  it('lists each with how many, the price of one then and its day, saying the price may change (es)', () => {
    renderPage(REPAIR, 'es');
    const section = screen.getByRole('region', { name: 'Recomendado para tu próxima visita' });
    expect(itemsOf(section)).toEqual([
      ['2 × Cambio de cadena', 'Recomendado el 14 de septiembre de 2026', '12,00 € c/u'],
      ['1 × Pastillas de freno', 'Recomendado el 3 de agosto de 2026', '22,50 € c/u'],
    ]);
    expect(within(section).getByText('Precio orientativo de cuando se recomendó')).toBeInTheDocument();
  });

  it('speaks Portuguese', () => {
    renderPage(REPAIR, 'pt');
    const section = screen.getByRole('region', { name: 'Recomendado para a sua próxima visita' });
    expect(itemsOf(section)).toEqual([
      ['2 × Cambio de cadena', 'Recomendado a 14 de setembro de 2026', '12,00 € cada'],
      ['1 × Pastillas de freno', 'Recomendado a 3 de agosto de 2026', '22,50 € cada'],
    ]);
    expect(within(section).getByText('Preço indicativo de quando foi recomendado')).toBeInTheDocument();
  });

  it('shows no section, not even its heading, when there is none', () => {
    renderPage({ ...REPAIR, recommendations: [] }, 'es');
    expect(screen.getByRole('heading', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.queryByText(/Recomendado|orientativo/)).toBeNull();
  });
});
