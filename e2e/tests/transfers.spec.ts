// docs/product.md §32.4 on a tablet: a transfer sent from one shop is received in the other. An owner, admin of two
// shops she makes a chain, sends chains and tubes from the centre; in the beach shop she receives the chains line by
// line (three of four arrived), then the rest, and the beach's stock has them: the tubes in its own item (same title),
// the chains in a new one. Her own account and shops, made through the API; she switches shops through the header. In
// es and pt.
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { sql } from '../support/database.ts';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

test.use({ viewport: { width: 1024, height: 1366 } });

const TEXTS = {
  es: {
    open: (name: string) => `Taller en uso: ${name}. Cambiar de taller`,
    menu: 'Traspasos',
    new: 'Nuevo traspaso',
    item: (n: number) => `Artículo ${n}`,
    quantity: (n: number) => `Cantidad ${n}`,
    addLine: 'Añadir artículo',
    create: 'Crear traspaso',
    to: (name: string) => `A ${name}`,
    from: (name: string) => `De ${name}`,
    send: 'Enviar',
    sent: 'Enviado',
    receiveLines: 'Recibir por líneas',
    arrived: (title: string) => `Han llegado de ${title}`,
    receive: 'Recibir',
    partly: 'Recibido en parte',
    short: 'llegaron 3, faltan 1',
    receiveAll: 'Recibir todo',
    received: 'Recibido',
  },
  pt: {
    open: (name: string) => `Oficina em uso: ${name}. Mudar de oficina`,
    menu: 'Transferências',
    new: 'Nova transferência',
    item: (n: number) => `Artigo ${n}`,
    quantity: (n: number) => `Quantidade ${n}`,
    addLine: 'Adicionar artigo',
    create: 'Criar transferência',
    to: (name: string) => `Para ${name}`,
    from: (name: string) => `De ${name}`,
    send: 'Enviar',
    sent: 'Enviada',
    receiveLines: 'Receber por linhas',
    arrived: (title: string) => `Chegaram de ${title}`,
    receive: 'Receber',
    partly: 'Recebida em parte',
    short: 'chegaram 3, faltam 1',
    receiveAll: 'Receber tudo',
    received: 'Recebida',
  },
} as const;

interface StockItem {
  title: string;
  reference: string;
  quantity: number;
}

async function stockOf(page: Page): Promise<StockItem[]> {
  return (await callAs<{ stockItems: StockItem[] }>(page, 'servicesList', null)).stockItems;
}

const addStock = (page: Page, title: string, reference: string, quantity: number) =>
  callAs(page, 'servicesCreate', { kind: 'stockItems', service: { title, reference, price: 1500, quantity } });

/** Through the header's switcher, to `to` (from `from`), landing on its board. */
async function switchShop(page: Page, texts: (typeof TEXTS)['es' | 'pt'], from: string, to: string) {
  await page.getByRole('button', { name: texts.open(from) }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: new RegExp(to) })
    .click();
  await expect(page.getByRole('button', { name: texts.open(to) })).toBeVisible();
}

for (const language of ['es', 'pt'] as const) {
  const texts = TEXTS[language];

  test(`a transfer sent from one shop is received in the other (${language})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const centre = `Traspasos Centro ${language}`;
    const beach = `Traspasos Playa ${language}`;
    const chain = `Cadena KMC X12 ${language}`;
    const tube = `Cámara 29 ${language}`;
    await acceptCookies(page);
    const email = await openWorkshop(page, centre);
    if (language === 'pt') await page.getByRole('button', { name: 'PT', exact: true }).click();
    await addStock(page, chain, `KMC-X12-${language}`, 10);
    await addStock(page, tube, '', 20);

    // The beach shop's owner makes her its admin; she joins through the mailed link and works there.
    const other = await browser.newContext({ baseURL: BASE_URL });
    const otherPage = await other.newPage();
    await openWorkshop(otherPage, beach, 'transfers-beach');
    await callAs(otherPage, 'teamInvite', { email, role: 'admin' });
    await other.close();
    const [mail] = await sql<{ text: string }>(`select text from outbox_emails where "to" = $1 order by id desc limit 1`, [email]);
    await callAs(page, 'teamInvitationAccept', { token: /join#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]! });
    await addStock(page, tube.toUpperCase(), 'CAM-29', 2);
    const account = await callAs<{ memberships: { workshopId: string; workshopName: string }[] }>(page, 'accountGet', null);
    await callAs(page, 'chainsCreate', { name: `Traspasos ${language}` });
    await callAs(page, 'chainsAddWorkshop', { workshopId: account.memberships.find((shop) => shop.workshopName === centre)!.workshopId });

    // In the centre, she sends four chains and five tubes.
    await page.goto('/repairs');
    await switchShop(page, texts, beach, centre);
    await page.getByRole('link', { name: texts.menu, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.menu })).toBeVisible();
    await page.getByRole('button', { name: texts.new }).click();
    const form = page.getByRole('dialog', { name: texts.new });
    await form
      .getByLabel(texts.item(1))
      .selectOption({ label: `${chain} (KMC-X12-${language}) — 10 ${language === 'es' ? 'en' : 'em'} stock` });
    await form.getByLabel(texts.quantity(1), { exact: true }).fill('4');
    await form.getByRole('button', { name: texts.addLine }).click();
    await form.getByLabel(texts.item(2), { exact: true }).selectOption({ label: `${tube} — 20 ${language === 'es' ? 'en' : 'em'} stock` });
    await form.getByLabel(texts.quantity(2), { exact: true }).fill('5');
    await form.getByRole('button', { name: texts.create }).click();
    await expect(form).toBeHidden();
    const outgoing = page.getByRole('article', { name: texts.to(beach) });
    await outgoing.getByRole('button', { name: texts.send }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.send }).click();
    await expect(outgoing.getByText(texts.sent, { exact: true })).toBeVisible();
    expect((await stockOf(page)).filter((item) => [chain, tube].includes(item.title)).map((item) => item.quantity)).toEqual([6, 15]);

    // In the beach shop: three of the four chains arrived, then the tubes.
    await switchShop(page, texts, centre, beach);
    await page.getByRole('link', { name: texts.menu, exact: true }).click();
    const incoming = page.getByRole('article', { name: texts.from(centre) });
    await expect(incoming.getByText(texts.sent, { exact: true })).toBeVisible();
    await incoming.getByRole('button', { name: texts.receiveLines }).click();
    const receipt = page.getByRole('dialog');
    await receipt.getByRole('checkbox', { name: `5 × ${tube}` }).uncheck();
    await receipt.getByLabel(texts.arrived(chain)).fill('3');
    await receipt.getByRole('button', { name: texts.receive, exact: true }).click();
    await expect(incoming.getByText(texts.partly, { exact: true })).toBeVisible();
    await expect(incoming).toContainText(texts.short);
    await incoming.getByRole('button', { name: texts.receiveAll }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.receiveAll }).click();
    await expect(incoming.getByText(texts.received, { exact: true })).toBeVisible();
    await expect(incoming.getByRole('button', { name: texts.receiveAll })).toHaveCount(0);

    const stock = await stockOf(page);
    expect(stock.find((item) => item.title === tube.toUpperCase())?.quantity).toBe(7);
    expect(stock.find((item) => item.title === chain)).toMatchObject({ reference: `KMC-X12-${language}`, quantity: 3 });
  });
}
