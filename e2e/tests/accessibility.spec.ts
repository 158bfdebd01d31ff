// docs/product.md §26.3: every screen (app/route-modules.ts, app/router.tsx) passes axe-core's WCAG 2.0, 2.1 and
// 2.2 A and AA rules, in Spanish and in Portuguese, signed out with the cookie banner shown and then
// accepted, and signed in; a keyboard reaches the sign-in form and the board with a visible focus.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { DEMO_EMAIL, PASSWORD, acceptCookies, fillSignIn, signInAsDemo, uniqueEmail } from '../support/journeys.ts';

/** The few texts the walk clicks or types into, in each language (apps/web/src/locales). */
const TEXTS = {
  es: {
    accept: 'Aceptar',
    email: 'Correo electrónico',
    password: 'Contraseña',
    forgotPassword: '¿Has olvidado tu contraseña?',
    name: 'Nombre',
    confirmPassword: 'Repite la contraseña',
    createAccount: 'Crear cuenta',
    workshopName: 'Nombre del taller',
    next: 'Siguiente',
    newRepair: 'Nueva reparación',
    invite: 'Invitar',
    chainWorkshops: 'Talleres de la cadena',
    notify: 'Notificar',
  },
  pt: {
    accept: 'Aceitar',
    email: 'E-mail',
    password: 'Palavra-passe',
    forgotPassword: 'Esqueceu-se da palavra-passe?',
    name: 'Nome',
    confirmPassword: 'Repita a palavra-passe',
    createAccount: 'Criar conta',
    workshopName: 'Nome da oficina',
    next: 'Seguinte',
    newRepair: 'Nova reparação',
    invite: 'Convidar',
    chainWorkshops: 'Oficinas da rede',
    notify: 'Notificar',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Every signed-out page; the sign-in page's two other forms are checked on their own. */
const SIGNED_OUT_PATHS = [
  '/auth/login',
  '/auth/register',
  '/law/legal-advice',
  '/law/privacy-policy',
  '/law/cookies-policy',
  '/no-such-page',
  // docs/product.md §17.2: an invitation's page, with a link of the right shape, and with a broken one.
  `/join#${'a'.repeat(43)}`,
  '/join',
];

/**
 * Waits until the screen has its content: its heading, no loader or skeleton left, and no transition
 * running (a dialog still fading in would be measured half transparent).
 */
async function settled(page: Page, content?: Locator): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (content) await expect(content.first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Checks the page as it is now (or only `include`), softly, so that one run lists every screen's violations. */
async function expectAccessible(page: Page, screen: string, content?: Locator, include?: string): Promise<void> {
  await settled(page, content);
  const violations = await axeViolations(page, include);
  expect.soft(describeViolations(violations), `axe-core violations on ${screen}`).toBe('');
}

for (const [language, texts] of Object.entries(TEXTS) as [keyof typeof TEXTS, Texts][]) {
  test(`every screen passes axe-core in ${language}, signed out and signed in`, async ({ page, browser }) => {
    // Some thirty screens and dialogs in one journey: more than one screen's time (a liveness bound, not a measure;
    // on a clean clone of a loaded two-core machine one language took 2.5 to 3 minutes).
    test.setTimeout(360_000);
    await page.addInitScript((chosen) => window.localStorage.setItem('rueda.language', chosen), language);

    // Signed out, the cookie banner shown, then accepted.
    const banner = page.locator('section[aria-label]').filter({ has: page.getByRole('button', { name: texts.accept }) });
    for (const isAccepted of [false, true]) {
      const state = isAccepted ? 'banner accepted' : 'banner shown';
      for (const path of SIGNED_OUT_PATHS) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectAccessible(page, `${path} (${state})`, isAccepted ? undefined : banner);
      }
      await page.goto('/auth/login');
      await page.getByRole('button', { name: texts.forgotPassword }).click();
      await expectAccessible(page, `the password reset request (${state})`, page.getByLabel(texts.email));
      await page.goto('/auth/login?mode=resetPassword&oobCode=a11y');
      await expectAccessible(page, `the new password form (${state})`, page.getByRole('button'));
      if (!isAccepted) {
        await banner.getByRole('button', { name: texts.accept }).click();
        await expect(banner).toBeHidden();
      }
    }

    // The sign-in page was checked above, signed out; here what is behind it.
    await signInAsDemo(page);
    const main = page.getByRole('main');
    const cards = page.locator('[data-repair-card]');
    await expectAccessible(page, 'the repairs board', cards);
    await page.getByRole('button', { name: texts.newRepair }).first().click();
    // The board behind it has just been checked.
    await expectAccessible(page, 'the intake dialog', page.getByRole('dialog'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const repairPath = (await cards.first().locator('a[href^="/repairs/"]').first().getAttribute('href')) ?? '';
    await page.goto(repairPath);
    await expectAccessible(page, 'a repair page', main.getByRole('button'));
    // docs/product.md §20.3: the Notify dialog, with the message filled in.
    await main.getByRole('button', { name: texts.notify, exact: true }).click();
    await expectAccessible(page, 'the Notify dialog', page.getByRole('dialog').getByRole('textbox'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // docs/product.md §21.2: the customer's page behind the demo's answered repair link, on a phone, signed out.
    const linkUrl = await page.evaluate(async () => {
      const { token } = (await (await fetch('/api/auth/token')).json()) as { token: string };
      const call = async (name: string, data: unknown) =>
        (
          (await (
            await fetch(`/api/functions/${name}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ data }),
            })
          ).json()) as { result: unknown }
        ).result;
      const notifications = (await call('notificationsGet', null)) as { identifiers: { appointments: string[] } };
      const link = (await call('repairLinkGet', { repairId: notifications.identifiers.appointments[0], create: false })) as { url: string };
      return link.url;
    });
    const phone = await browser.newContext({ locale: language === 'pt' ? 'pt-PT' : 'es-ES', viewport: { width: 390, height: 844 } });
    const customer = await phone.newPage();
    await customer.goto(new URL(linkUrl).pathname);
    await expectAccessible(customer, "the customer's repair link", customer.getByRole('region').last());
    // docs/product.md §22.2: the demo's booking page, each of its steps.
    await customer.goto('/book/taller-rueda-demo');
    await expectAccessible(customer, 'the booking page: services', customer.getByRole('checkbox').first());
    const next = customer.getByRole('button', { name: /^(Siguiente|Seguinte)$/ });
    await customer.getByRole('checkbox').first().check();
    await next.click();
    await expectAccessible(customer, 'the booking page: the bike', customer.getByRole('combobox').first());
    await next.click();
    await expectAccessible(customer, 'the booking page: the day', customer.locator('button[data-state="open"]').first());
    await customer.locator('button[data-state="open"]').first().click();
    await next.click();
    await expectAccessible(customer, 'the booking page: contact', customer.getByRole('checkbox').first());
    await phone.close();
    await page.goto(`${repairPath}/tag`);
    await expectAccessible(page, "a repair's bike tag", main.locator('svg'));
    await page.goto('/repairs?timeframe=all');
    const legacyLink = main.locator('a[href^="/legacy-repairs/"]').first();
    await expect(legacyLink).toBeVisible();
    await page.goto((await legacyLink.getAttribute('href')) ?? '');
    await expectAccessible(page, 'an older repair', main.getByTestId('stored-document'));

    await page.goto('/customers');
    await expectAccessible(page, 'the customers list', main.getByRole('row').nth(1));
    await main.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/customers\/[^/]+$/);
    await expectAccessible(page, 'a customer page', main.getByTestId('customer-repair'));
    await main.locator('a[href*="/bikes/"]').first().click();
    await expect(page).toHaveURL(/\/bikes\/[^/]+$/);
    await expectAccessible(page, 'a bike page', main.getByTestId('bike-repair'));

    await page.goto('/services');
    await expectAccessible(page, 'the services', main.getByTestId('service-price'));
    await page.goto('/services?kind=stockItems');
    await expectAccessible(page, 'the stock items', main.getByRole('button'));
    await page.goto('/booking');
    await expectAccessible(page, 'the booking calendar', main.locator('.booking-calendar'));
    await page.goto('/dashboard');
    await expectAccessible(page, 'the dashboard', main.getByTestId('dashboard-chart'));
    await page.goto('/subscription');
    await expectAccessible(page, 'the subscription', main.getByRole('heading', { level: 2 }));
    for (const path of ['/subscription/success', '/subscription/cancel', '/subscription/expired']) {
      await page.goto(path);
      await expectAccessible(page, path);
    }
    // docs/product.md §32: the demo administers the chain of its two shops.
    await page.goto('/chain');
    await expectAccessible(page, "the chain's view", main.getByRole('table').nth(1));
    await page.goto('/transfers');
    await expectAccessible(page, 'the transfers', main.getByRole('heading', { level: 2 }));
    await page.goto('/profile');
    await expectAccessible(page, 'the profile', main.locator('dl'));
    await expectAccessible(page, "the profile's chain section", main.getByRole('list', { name: texts.chainWorkshops }));
    await main.getByRole('button', { name: texts.invite, exact: true }).click();
    await expectAccessible(page, 'the invitation dialog', page.getByRole('dialog'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // A new account's onboarding, in a browser of its own.
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });
    const newcomer = await context.newPage();
    await newcomer.addInitScript((chosen) => window.localStorage.setItem('rueda.language', chosen), language);
    await acceptCookies(newcomer);
    await newcomer.goto('/auth/register');
    await newcomer.getByLabel(texts.name, { exact: true }).fill('Marta Ruiz');
    await newcomer.getByLabel(texts.email).fill(uniqueEmail(`a11y-${language}`));
    await newcomer.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
    await newcomer.getByLabel(texts.confirmPassword).fill(PASSWORD);
    await newcomer.getByRole('button', { name: texts.createAccount }).click();
    await expect(newcomer).toHaveURL('/account/onboarding');
    await expectAccessible(newcomer, 'onboarding, step 1', newcomer.getByRole('textbox', { name: texts.workshopName }));
    await newcomer.getByRole('textbox', { name: texts.workshopName }).fill('Bicis Accesibles');
    for (const step of [2, 3, 4]) {
      await newcomer.getByRole('button', { name: texts.next }).click();
      await expect(newcomer.getByRole('heading', { name: new RegExp(`^\\D+ ${step} \\D+ 4`) })).toBeVisible();
      await expectAccessible(newcomer, `onboarding, step ${step}`);
    }
    await context.close();
  });
}

/**
 * The focused element shows where it is: an outline or a ring (box-shadow) drawn around it, or around the
 * box it sits in (a password field's input inside its wrapper, which draws the ring).
 */
async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const focus = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const isDrawn = (element: Element) => {
      const style = getComputedStyle(element);
      const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return hasOutline || style.boxShadow !== 'none';
    };
    const parent = focused.parentElement;
    return { html: focused.outerHTML.slice(0, 160), isVisible: isDrawn(focused) || (parent !== null && isDrawn(parent)) };
  });
  expect(focus, `${where}: Tab moved the focus`).not.toBeNull();
  expect(focus!.isVisible, `${where}: visible focus on ${focus!.html}`).toBe(true);
}

test('Tab moves a visible focus through the sign-in form and the board', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/auth/login');
  // The server's page takes no key before its code has run (decision 070): its controls are disabled until then.
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  for (let press = 1; press <= 6; press += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, `sign-in page, Tab ${press}`);
  }

  await fillSignIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/repairs');
  await expect(page.locator('[data-repair-card]').first()).toBeVisible();
  for (let press = 1; press <= 25; press += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, `repairs board, Tab ${press}`);
  }
});
