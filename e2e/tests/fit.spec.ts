// What fits the screen it is on: the repair page's unsaved-changes bar covers none of the page's controls once
// scrolled to its end, on a phone (390 px) and a wide screen; the customer's last button on the repair link ("Enviar
// respuesta") is not cut on the phone; and the repairs list on a tablet (1,024 px) shows its badges and mechanics whole.
import { expect, test, type Locator } from '@playwright/test';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

/** The elements among `locator` whose text is cut (wider than their box). */
async function cutTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent ?? ''),
  );
}

test('the unsaved-changes bar covers no control at the page’s end, the repair link’s last button fits a phone, the tablet’s list is uncut', async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  await openWorkshop(page, 'Ciclos de la Ribera del Manzanares');
  const mechanics = await Promise.all(
    ['Bartolomé Fernández-Villaverde', 'Maria da Conceição Albuquerque'].map((name) =>
      callAs<{ id: string }>(page, 'mechanicsCreate', { name }),
    ),
  );
  const catalogue = await callAs<{ packs: { id: string }[] }>(page, 'servicesList', null);
  const repair = await callAs<{ id: string }>(page, 'repairsCreate', {
    customer: { name: 'Lucía', surname: 'Hernández Castellanos', phone: '611 402 918' },
    bike: { manufacturer: 'Orbea', model: 'Rallon', color: 'gris' },
    services: { packs: [{ id: catalogue.packs[0]!.id, quantity: 1 }], maintenances: [], stockItems: [], suspensions: [] },
    mechanics: mechanics.map(({ id }) => id),
    priority: 3,
    status: 'workshopEntrance',
    payment: 'sponsorship',
  });

  // The tablet: every badge and the mechanics' names whole, and no column scrolled out of sight.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/repairs?view=list');
  const table = page.getByRole('table', { name: 'Lista de reparaciones' });
  await expect(table.getByText('Bartolomé Fernández-Villaverde, Maria da Conceição Albuquerque')).toBeVisible();
  expect(await cutTexts(table.locator('.mantine-Badge-label, td p'))).toEqual([]);
  expect(await cutTexts(table.locator('xpath=..'))).toEqual([]);

  // An edit shows the bar; scrolled to the page's end, on a phone and on a wide screen, no control is under it.
  await page.goto(`/repairs/${repair.id}`);
  await page.getByRole('textbox', { name: 'Notas técnicas' }).fill('Cambiar pastillas');
  const bar = page.getByRole('status').filter({ hasText: 'cambios sin guardar' });
  // The repair's money loads after the page (features/sales): measured once it stands, or the page's end moves.
  const money = page.getByRole('region', { name: 'Cobros y señales' });
  await expect(money.getByText('Pendiente', { exact: true })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barBox = (await bar.boundingBox())!;
    const covered = await page
      .locator('main')
      .locator('button, input, textarea, a')
      .evaluateAll(
        (controls, box) =>
          controls
            .filter((control) => !control.closest('[role="status"]'))
            .filter((control) => {
              const rect = control.getBoundingClientRect();
              return rect.bottom > box.y && rect.top < box.y + box.height && rect.right > box.x && rect.left < box.x + box.width;
            })
            .map((control) => control.outerHTML.slice(0, 80)),
        barBox,
      );
    expect(covered, `under the bar at ${width} px`).toEqual([]);
  }

  // The customer's phone: the estimate's last step, its buttons whole.
  const { url } = await callAs<{ url: string }>(page, 'repairLinkGet', { repairId: repair.id });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(url);
  await customer.getByRole('button', { name: 'Aprobar todo' }).click();
  const send = customer.getByRole('button', { name: 'Enviar respuesta' });
  await expect(send).toBeInViewport();
  expect(await cutTexts(customer.locator('.mantine-Button-label, .mantine-SegmentedControl-label'))).toEqual([]);
  const language = (await customer.getByRole('radiogroup', { name: 'Idioma' }).boundingBox())!;
  expect(language.x + language.width).toBeLessThanOrEqual(390);
  await phone.close();
});
