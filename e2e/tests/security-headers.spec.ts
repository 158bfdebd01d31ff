// docs/product.md §27.4: the app works under its Content-Security-Policy (scripts from Rueda only, no
// 'unsafe-inline'). Signed in as the demo workshop, the repairs board, a repair's page, the booking calendar (month
// and week) and the dashboard are used with a listener for `securitypolicyviolation` in every page and one for the
// console errors Chromium prints when the policy refuses something: neither may hear anything.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { acceptCookies, fillSignIn } from '../support/journeys.ts';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects every CSP violation the pages report, from their event and from Chromium's console. */
async function watchViolations(page: Page): Promise<{ events: Violation[]; consoleErrors: string[] }> {
  const events: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => void events.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: object) => void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return { events, consoleErrors };
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the repairs, booking and dashboard screens work under the CSP without one violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const login = await page.goto('/auth/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  // The sign-in page's one inline script is allowed by its hash alone (decision 070).
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+={0,2}'(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  await fillSignIn(page, 'demo@rueda.app', DEMO_PASSWORD);
  await expect(page).toHaveURL('/repairs');
  const repairLink = page.locator('[data-repair-card] a[href^="/repairs/"]').first();
  await expect(repairLink).toBeVisible();
  await repairLink.click();
  await expect(page).toHaveURL(/\/repairs\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navigation(page).getByRole('link', { name: 'Reparaciones' }).click();
  await expect(page.locator('[data-repair-card]').first()).toBeVisible();

  await navigation(page).getByRole('link', { name: 'Citas' }).click();
  await expect(page).toHaveURL(/\/booking/);
  await expect(page.getByRole('heading', { name: 'Citas', level: 1 })).toBeVisible();
  await expect(page.locator('.booking-calendar [role="cell"][data-date]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Semana' }).click();
  await expect(page.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');

  await navigation(page).getByRole('link', { name: 'Panel' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
  await expect(page.getByText('Próximas citas', { exact: true }).first()).toBeVisible();
  // Charts and late chunks settle before the count is read: every card drawn, its charts too, no loader left.
  // (Not 'networkidle': the live notifications' stream may keep a request open, and the wait then never ends.)
  await expect(page.getByRole('heading', { name: 'Trabajo por mecánico' })).toBeVisible();
  await expect(page.locator('svg[data-chart-surface]').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')).toHaveCount(0);

  expect(violations.events).toEqual([]);
  expect(violations.consoleErrors).toEqual([]);
});

test('the watch hears a violation: an inline script is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.events.map((violation) => violation.directive)).toContain('script-src-elem');
  await expect.poll(() => violations.consoleErrors.length).toBeGreaterThan(0);
});
