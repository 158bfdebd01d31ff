// docs/product.md §31.2 at the counter, on a tablet: the mechanic asks for two parts on a repair's page, one named in
// free text and one of the stock; the board's card says the repair waits for them; on Pedidos the supplier's list is
// marked ordered at once, both parts arrive, and the repair's customer is among those to call until told. In es and pt.
import { expect, test } from '@playwright/test';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

test.use({ viewport: { width: 1024, height: 1366 } });

const TEXTS = {
  es: {
    section: 'Piezas',
    ask: 'Pedir pieza',
    title: 'Pieza',
    supplier: 'Proveedor',
    reference: 'Referencia del proveedor',
    quantity: 'Cantidad',
    stock: 'Del stock',
    item: 'Artículo del stock',
    asked: 'Pieza pedida',
    waiting: 'Esperando piezas · 2 de 2',
    menu: 'Pedidos',
    order: 'Marcar como pedido: Shimano',
    ordered: '2 piezas pedidas a Shimano',
    orderedSection: /^Pedidas/,
    arrive: (title: string) => `Ha llegado: ${title}`,
    arrived: 'Pieza recibida',
    allIn: 'Todas las piezas de la reparación están: avisa al cliente',
    toCallSection: /^Avisar al cliente/,
    told: (name: string) => `Avisado: ${name}`,
    noneToCall: 'No hay clientes por avisar',
  },
  pt: {
    section: 'Peças',
    ask: 'Encomendar peça',
    title: 'Peça',
    supplier: 'Fornecedor',
    reference: 'Referência do fornecedor',
    quantity: 'Quantidade',
    stock: 'Do stock',
    item: 'Artigo do stock',
    asked: 'Peça encomendada',
    waiting: 'À espera de peças · 2 de 2',
    menu: 'Encomendas',
    order: 'Marcar como encomendado: Shimano',
    ordered: '2 peças encomendadas a Shimano',
    orderedSection: /^Encomendadas/,
    arrive: (title: string) => `Chegou: ${title}`,
    arrived: 'Peça recebida',
    allIn: 'Todas as peças da reparação chegaram: avise o cliente',
    toCallSection: /^Avisar o cliente/,
    told: (name: string) => `Avisado: ${name}`,
    noneToCall: 'Não há clientes por avisar',
  },
} as const;

const CHAIN = 'Cadena Shimano CN-HG701';

for (const language of ['es', 'pt'] as const) {
  const texts = TEXTS[language];

  test(`${language}: two parts asked for on a repair wait on its card, are ordered from their supplier, arrive, and its customer is told`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await acceptCookies(page);
    await openWorkshop(page, `Ciclos Piezas ${language}`);
    if (language === 'pt') await page.getByRole('button', { name: 'PT', exact: true }).click();
    const customerName = `Espera${language.toUpperCase()}`;

    // The repair, through the call the intake makes (the intake has journeys of its own).
    const catalogue = await callAs<{ stockItems: { id: string; title: string; archived?: boolean }[] }>(page, 'servicesList', {});
    const stockItem = catalogue.stockItems.find((item) => !item.archived)!;
    const repair = await callAs<{ id: string }>(page, 'repairsCreate', {
      customer: { name: customerName, phone: '600 555 444' },
      bike: { manufacturer: 'Orbea', model: 'Orca' },
    });

    // On its page, a chain named in free text, then a stock item, both from Shimano.
    await page.goto(`/repairs/${repair.id}`);
    const section = page.getByRole('region', { name: texts.section, exact: true });
    await section.getByRole('button', { name: texts.ask }).click();
    let form = page.getByRole('dialog', { name: texts.ask });
    await form.getByRole('textbox', { name: texts.title, exact: true }).fill(CHAIN);
    await form.getByRole('textbox', { name: texts.supplier, exact: true }).fill('Shimano');
    await form.getByRole('textbox', { name: texts.reference }).fill('CN-HG701-11');
    await form.getByRole('textbox', { name: texts.quantity }).fill('2');
    await form.getByRole('button', { name: texts.ask }).click();
    await expect(page.getByText(texts.asked)).toBeVisible();
    await expect(form).toBeHidden();

    await section.getByRole('button', { name: texts.ask }).click();
    form = page.getByRole('dialog', { name: texts.ask });
    await form.getByText(texts.stock, { exact: true }).click();
    await form.getByRole('combobox', { name: texts.item }).click();
    await page.getByRole('option', { name: stockItem.title, exact: true }).click();
    await form.getByRole('textbox', { name: texts.supplier, exact: true }).fill('Shimano');
    await form.getByRole('button', { name: texts.ask }).click();
    await expect(form).toBeHidden();
    await expect(section.getByTestId('repair-part')).toHaveCount(2);

    // The board's card waits for both.
    await page.goto('/repairs');
    await expect(page.locator(`[data-repair-card="${repair.id}"]`)).toContainText(texts.waiting);

    // Pedidos: Shimano's list, ordered at once.
    await page.getByRole('navigation').getByRole('link', { name: texts.menu }).click();
    await expect(page).toHaveURL('/parts');
    const shimano = page.getByRole('region', { name: 'Shimano', exact: true });
    await expect(shimano).toContainText(`2 × ${CHAIN}`);
    await expect(shimano).toContainText(stockItem.title);
    await shimano.getByRole('button', { name: texts.order }).click();
    await expect(page.getByText(texts.ordered)).toBeVisible();

    // Both arrive: the second makes the repair's parts all in.
    await page.getByText(texts.orderedSection).click();
    await page.getByRole('button', { name: texts.arrive(CHAIN) }).click();
    await expect(page.getByText(texts.arrived).first()).toBeVisible();
    await page.getByRole('button', { name: texts.arrive(stockItem.title) }).click();
    await expect(page.getByText(texts.allIn)).toBeVisible();

    // The customer to call, until told.
    await page.getByText(texts.toCallSection).click();
    const toCall = page.getByTestId('customer-to-call').filter({ hasText: customerName });
    await expect(toCall).toContainText('600 555 444');
    await expect(toCall).toContainText(CHAIN);
    await toCall.getByRole('button', { name: texts.told(customerName) }).click();
    await expect(page.getByText(texts.noneToCall)).toBeVisible();
  });
}
