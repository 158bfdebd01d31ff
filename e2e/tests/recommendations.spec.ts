// docs/product.md §31.1 at the counter: the customer declines a brake bleed on the repair link; when the bike comes back,
// the fast intake offers it, and one click adds it to the new repair at today's price. On the new repair the mechanic
// leaves a tube for another visit, with a note; the customer's page of the earlier repair then recommends it for the
// next visit, without the staff's note. In es and pt, on a tablet.
import { expect, test } from '@playwright/test';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

test.use({ viewport: { width: 1024, height: 1366 } });

const TEXTS = {
  es: {
    newRepair: 'Nueva reparación',
    search: 'Buscar cliente',
    bike: 'Bicicleta del cliente',
    offered: 'Recomendación pendiente de esta bici',
    add: (title: string) => `Añadir ${title}`,
    taken: 'Añadida',
    create: 'Crear reparación',
    recommend: (title: string) => `Recomendar para otra visita: ${title}`,
    note: 'Nota (opcional)',
    keep: 'Guardar como recomendación',
    kept: 'Guardada en la bici como recomendación',
    customerHeading: 'Recomendado para tu próxima visita',
  },
  pt: {
    newRepair: 'Nova reparação',
    search: 'Procurar cliente',
    bike: 'Bicicleta do cliente',
    offered: 'Recomendação pendente desta bicicleta',
    add: (title: string) => `Adicionar ${title}`,
    taken: 'Adicionada',
    create: 'Criar reparação',
    recommend: (title: string) => `Recomendar para outra visita: ${title}`,
    note: 'Nota (opcional)',
    keep: 'Guardar como recomendação',
    kept: 'Guardada na bicicleta como recomendação',
    customerHeading: 'Recomendado para a sua próxima visita',
  },
} as const;

for (const language of ['es', 'pt'] as const) {
  const texts = TEXTS[language];

  test(`${language}: a line declined on the link is offered at the bike's next intake and added at today's price; one left for another visit reaches the customer's page`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await acceptCookies(page);
    await openWorkshop(page, `Ciclos Vuelta ${language}`);
    if (language === 'pt') await page.getByRole('button', { name: 'PT', exact: true }).click();
    const customerName = `Vuelve${language.toUpperCase()}`;

    // The first visit, through the calls the intake and the link panel make (their screens have journeys of their own).
    type Item = { id: string; title: string; price: number; lastUpdate?: string };
    const catalogue = await callAs<{ packs: Item[]; maintenances: Item[]; stockItems: Item[] }>(page, 'servicesList', {});
    const pack = catalogue.packs.find((item) => item.title === 'Puesta a punto básica')!;
    const bleed = catalogue.maintenances.find((item) => item.title.startsWith('Purgado de freno hidráulico'))!;
    const tube = catalogue.stockItems[0]!;
    const first = await callAs<{ id: string }>(page, 'repairsCreate', {
      customer: { name: customerName, phone: '600 555 333' },
      bike: { manufacturer: 'Orbea', model: 'Orca' },
      services: { packs: [{ id: pack.id }], maintenances: [{ id: bleed.id }] },
    });
    const { url } = await callAs<{ url: string }>(page, 'repairLinkGet', { repairId: first.id });

    // The customer, on a phone, approves the tune-up and declines the brake bleed.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', isMobile: true, hasTouch: true });
    const customer = await phone.newPage();
    await customer.goto(url);
    await customer.getByRole('checkbox', { name: /Purgado de freno hidráulico/ }).uncheck();
    await customer.getByRole('button', { name: 'Aprobar lo marcado' }).click();
    await customer.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(customer.getByText('¡Gracias! El taller ya tiene tu respuesta.')).toBeVisible();

    // The bleed costs more now.
    await callAs(page, 'servicesUpdate', {
      kind: 'maintenances',
      id: bleed.id,
      expectedLastUpdate: bleed.lastUpdate,
      changes: { price: bleed.price + 500 },
    });

    // Months later the bike comes back: the intake, with the customer and their bike chosen, offers the bleed.
    await page.goto('/repairs');
    await page
      .getByRole('button', { name: new RegExp(texts.newRepair) })
      .first()
      .click();
    const intake = page.getByRole('dialog', { name: texts.newRepair });
    await intake.getByRole('textbox', { name: texts.search }).fill(customerName);
    // The customer found (with their phone), not the new one the search also offers.
    await page.getByRole('option').filter({ hasText: '600 555 333' }).click();
    await expect(intake.getByRole('combobox', { name: texts.bike })).not.toHaveValue('new');
    const offered = intake.getByRole('group', { name: texts.offered });
    await offered.getByRole('button', { name: texts.add(bleed.title) }).click();
    await expect(offered.getByText(texts.taken)).toBeVisible();
    await intake.getByRole('button', { name: texts.create }).click();
    await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
    const secondId = page.url().split('/').pop()!;

    // On the new repair: the bleed at today's price; the bike has nothing left to offer.
    const services = page.getByRole('table', { name: /Servicios|Serviços/ });
    await expect(services.getByRole('row').filter({ hasText: bleed.title })).toBeVisible();
    const { repair: second } = await callAs<{ repair: { form: { services: { maintenances: { id: string; price: number }[] } } } }>(
      page,
      'repairsGet',
      { id: secondId },
    );
    expect(second.form.services.maintenances).toEqual([expect.objectContaining({ id: bleed.id, price: bleed.price + 500 })]);

    // A tube the mechanic saw and left for another visit, with a note for the workshop.
    await callAs(page, 'repairsUpdate', {
      id: secondId,
      expectedLastUpdate: (await callAs<{ repair: { lastUpdate: string } }>(page, 'repairsGet', { id: secondId })).repair.lastUpdate,
      changes: { services: { maintenances: [{ id: bleed.id }], stockItems: [{ id: tube.id }] } },
    });
    await page.reload();
    await page.getByRole('button', { name: texts.recommend(tube.title) }).click();
    const keep = page.getByRole('dialog');
    await keep.getByRole('textbox', { name: texts.note }).fill('Cubierta trasera cortada');
    await keep.getByRole('button', { name: texts.keep }).click();
    await expect(page.getByText(texts.kept)).toBeVisible();
    await expect(services.getByRole('row').filter({ hasText: tube.title })).toHaveCount(0);

    // The customer's page of the first visit recommends the tube for the next, without the workshop's note.
    await customer.goto(url);
    const recommended = customer.getByRole('region', { name: TEXTS.es.customerHeading });
    await expect(recommended).toContainText(tube.title);
    await expect(customer.getByText('Cubierta trasera cortada')).toHaveCount(0);
    await phone.close();
  });
}
