// Charging the customer (docs/product.md §29), in Spanish for a Spanish workshop and in Portuguese for a Portuguese
// one: the till opened with a float; a deposit taken on the repair page; the repair charged with the deposit deducted
// and two payment methods, cash with its change; the day's till closed with the cash it should hold and its Z report;
// the invoice downloaded by the customer from the repair link on a phone; the invoice taken back in full by a
// rectifying one. The texts are the app's own (its locale files), so one journey serves both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');
const PUBLIC_LOCALES = path.resolve(LOCALES, '../public/repair-link/locales');

type Language = 'es' | 'pt';

/** A text of the app's, by key, with its {{values}} filled in. */
function textsOf(file: string): (key: string, values?: Record<string, string>) => string {
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
    if (typeof text !== 'string') throw new Error(`${file} has no text ${key}`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
  };
}

/** 1234 cents as the app writes them: "12,34 €" (with the non-breaking space Intl puts before the sign). */
const money = (cents: number) => new RegExp(`${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}\\s€`);

const WORKSHOPS = {
  es: {
    name: 'Bicis del Puerto',
    settings: { country: 'ES', region: 'ES', legalName: 'Bicis del Puerto SL', taxId: 'B76543214', defaultRateBp: 2100 },
    address: { street: 'Calle del Muelle 3', postalCode: '11001', town: 'Cádiz', province: 'Cádiz' },
    second: 'card',
    phoneLocale: 'es-ES',
  },
  pt: {
    name: 'Bicicletas da Ribeira',
    settings: { country: 'PT', region: 'PT', legalName: 'Bicicletas da Ribeira, Lda.', taxId: '501964843', defaultRateBp: 2300 },
    address: { street: 'Rua da Ribeira 12', postalCode: '4050-513', town: 'Porto', province: 'Porto' },
    second: 'mbway',
    phoneLocale: 'pt-PT',
  },
} as const;

for (const language of ['es', 'pt'] as const satisfies readonly Language[]) {
  test(`${language}: a deposit, a charge in two methods, the till closed, the invoice downloaded from the link, then rectified`, async ({
    page,
    browser,
  }) => {
    // A long journey through five screens and a phone: three times the usual time.
    test.slow();
    const t = textsOf(path.join(LOCALES, `sales.${language}.json`));
    const app = textsOf(path.join(LOCALES, `${language}.json`));
    const workshop = WORKSHOPS[language];
    await acceptCookies(page);
    await page.addInitScript((chosen) => window.localStorage.setItem('rueda.language', chosen), language);
    await openWorkshop(page, workshop.name);

    // What an admin set once in the tax settings (their screen has its own tests), and, in Portugal, each series'
    // validation code from the AT (docs/product.md §29.8).
    const { series } = await callAs<{ series: { id: string }[] }>(page, 'salesTaxSettingsUpdate', {
      ...workshop.settings,
      ...workshop.address,
      simplifiedLimitCents: 40_000,
    });
    if (language === 'pt')
      for (const [index, each] of series.entries())
        await callAs(page, 'salesSeriesUpdate', { id: each.id, validationCode: `AT${index}B2C3D4` });

    // A repair of the starter catalogue's first pack, for a customer with an email.
    const services = await callAs<{ packs: { id: string; title: string; price: number }[] }>(page, 'servicesList', {});
    const pack = services.packs[0]!;
    const repair = await callAs<{ id: string }>(page, 'repairsCreate', {
      customer: { name: 'Julia', surname: 'Pérez', phone: '+34 600 555 111', email: 'julia@example.com' },
      bike: { manufacturer: 'Orbea', model: 'Orca' },
      services: { packs: [{ id: pack.id }] },
    });
    const totalCents = pack.price;
    const depositCents = 1000;
    const secondCents = 2000;
    const cashCents = totalCents - depositCents - secondCents;
    const tenderedCents = Math.ceil((cashCents + 1) / 1000) * 1000;
    expect(cashCents).toBeGreaterThan(0);

    // The till opens with a float of 50 €.
    await page.goto('/sales/till');
    await page.getByLabel(t('till.open.float')).fill('50');
    await page.getByRole('button', { name: t('till.open.submit') }).click();
    await expect(page.getByText(t('till.report.openTitle'))).toBeVisible();

    // A deposit of 10 € in cash on the repair page.
    await page.goto(`/repairs/${repair.id}`);
    const moneyPanel = page.getByRole('region', { name: t('payments.repairTitle') });
    await moneyPanel.getByRole('button', { name: t('payments.deposit.open') }).click();
    const deposit = page.getByRole('dialog', { name: t('payments.deposit.title') });
    await deposit.getByLabel(t('payments.amount', { number: '1' })).fill('10');
    await deposit.getByRole('button', { name: t('payments.deposit.confirm') }).click();
    await expect(page.getByText(t('payments.deposit.done'))).toBeVisible();
    await expect(moneyPanel.getByText(t('payments.kinds.deposit', { method: t('payments.methods.cash') }))).toBeVisible();

    // "Cobrar": the deposit comes off; the rest in two methods, the cash with its change.
    await page.getByRole('link', { name: app('sales.chargeRepair') }).click();
    await expect(page.getByText(t('payments.depositLine', { method: t('payments.methods.cash') }))).toBeVisible();
    const first = page.getByRole('group', { name: t('payments.row', { number: '1' }) });
    await first.getByLabel(t('payments.method', { number: '1' })).selectOption({ label: t(`payments.methods.${workshop.second}`) });
    await first.getByLabel(t('payments.amount', { number: '1' })).fill(String(secondCents / 100));
    await page.getByRole('button', { name: t('payments.add') }).click();
    const second = page.getByRole('group', { name: t('payments.row', { number: '2' }) });
    await expect(second.getByLabel(t('payments.method', { number: '2' })).locator('option:checked')).toHaveText(t('payments.methods.cash'));
    await expect(second.getByLabel(t('payments.amount', { number: '2' }))).toHaveValue(money(cashCents));
    await second.getByLabel(t('payments.tendered', { number: '2' })).fill(String(tenderedCents / 100));
    await expect(second.getByText(money(tenderedCents - cashCents))).toBeVisible();
    await page.getByRole('button', { name: t('payments.issueAndCharge') }).click();
    await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
    const invoiceUrl = page.url();
    const year = new Date().getFullYear();
    await expect(page.getByText(`T${year}/1`).first()).toBeVisible();
    await expect(page.getByText(money(totalCents)).first()).toBeVisible();

    // The till closes with what the drawer should hold: the float, the deposit and the cash kept after the change.
    const expectedCents = 5000 + depositCents + cashCents;
    await page.goto('/sales/till');
    await page.getByRole('button', { name: t('till.close.start') }).click();
    await page.getByLabel(t('till.close.counted')).fill(String(expectedCents / 100));
    const figures = page.getByRole('table', { name: t('till.close.figures') });
    await expect(figures.getByRole('row', { name: t('till.cash.expected') })).toContainText(money(expectedCents));
    await expect(figures.getByRole('row', { name: t('till.cash.difference') })).toContainText(money(0));
    await page.getByRole('button', { name: t('till.close.submit') }).click();
    await page
      .getByRole('dialog', { name: t('till.close.confirmTitle') })
      .getByRole('button', { name: t('till.close.confirm') })
      .click();
    await expect(page.getByText(t('till.closed.title'), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('till.report.zTitle') })).toBeVisible();
    const methods = page.getByRole('table').filter({ hasText: t('till.methods.method') });
    await expect(methods.getByRole('row', { name: new RegExp(t('till.methodNames.cash')) })).toContainText(money(depositCents + cashCents));
    await expect(methods.getByRole('row', { name: new RegExp(t(`till.methodNames.${workshop.second}`)) })).toContainText(
      money(secondCents),
    );

    // The customer downloads the invoice from the repair link, on a phone.
    const link = await callAs<{ url: string }>(page, 'repairLinkGet', { repairId: repair.id });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: workshop.phoneLocale, isMobile: true });
    const customer = await phone.newPage();
    const linkTexts = textsOf(path.join(PUBLIC_LOCALES, `${language}.json`));
    await customer.goto(link.url);
    await expect(customer.getByRole('heading', { name: linkTexts('invoice.title') })).toBeVisible();
    await expect(customer.getByText(linkTexts('invoice.settled'))).toBeVisible();
    const download = customer.waitForEvent('download');
    await customer.getByRole('button', { name: /PDF/ }).first().click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await phone.close();

    // The invoice taken back in full: a rectifying document names it, for minus its total.
    await page.goto(invoiceUrl);
    await page.getByRole('button', { name: t('rectify.action') }).click();
    await page.getByRole('menuitem', { name: t('rectify.total') }).click();
    const rectify = page.getByRole('dialog');
    await rectify.getByLabel(t('rectify.dialog.reason')).fill(language === 'es' ? 'Devolución de la bici' : 'Devolução da bicicleta');
    await rectify.getByRole('button', { name: t('rectify.dialog.confirm') }).click();
    await expect(page).not.toHaveURL(invoiceUrl);
    await expect(page.getByText(`R${year}/1`).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`-\\s?${money(totalCents).source}`)).first()).toBeVisible();
  });
}
