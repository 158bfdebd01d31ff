// The team's journeys (docs/product.md §17–§18): the admin invites a mechanic, who joins from the mailbox's
// link and works with a mechanic's rights; the admin changes the currency and the repair page shows it.
import { expect, test } from '@playwright/test';
import { acceptCookies, openWorkshop, PASSWORD, uniqueEmail } from '../support/journeys.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the admin changes the currency on the profile, and the repair page shows it', async ({ page }) => {
  await openWorkshop(page, 'Bicis Reais');
  await page.getByRole('button', { name: 'Nueva reparación' }).first().click();
  const intake = page.getByRole('dialog', { name: 'Nueva reparación' });
  await intake.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
  await intake.getByRole('textbox', { name: 'Nombre' }).press('Control+Enter');
  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  const repairUrl = page.url();
  await expect(page.getByRole('main').getByText(/€/).first()).toBeVisible();

  await page.goto('/profile');
  const currency = page.getByRole('combobox', { name: 'Moneda' });
  await expect(currency).toHaveValue(/€ EUR/);
  await currency.click();
  await currency.fill('BRL');
  await page.getByRole('option', { name: /R\$ BRL/ }).click();
  await expect(page.getByText('Moneda cambiada a R$ BRL')).toBeVisible();

  // Amounts are written as the interface's language writes that currency ("0,00 BRL" in Spanish).
  await page.goto(repairUrl);
  await expect(
    page
      .getByRole('main')
      .getByText(/\bBRL\b/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/€/)).toHaveCount(0);
});

test('the admin invites a mechanic, who joins from the mailbox link and works as a mechanic', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openWorkshop(page, 'Bicis del Equipo');
  // A repair on the board, for the mechanic to open.
  await page.getByRole('button', { name: 'Nueva reparación' }).first().click();
  const intake = page.getByRole('dialog', { name: 'Nueva reparación' });
  await intake.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
  await intake.getByRole('textbox', { name: 'Nombre' }).press('Control+Enter');
  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  const repairUrl = page.url();
  await expect(page.getByRole('button', { name: 'Eliminar' })).toBeVisible();

  const mechanicEmail = uniqueEmail('mechanic');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Invitar' }).click();
  const invite = page.getByRole('dialog', { name: 'Invitar a alguien al equipo' });
  await invite.getByRole('textbox', { name: 'Correo electrónico' }).fill(mechanicEmail);
  // Mechanic is the role an invitation starts with.
  await expect(invite.getByRole('combobox', { name: 'Rol' })).toHaveValue('Mecánico');
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(`Invitación enviada a ${mechanicEmail}`)).toBeVisible();
  await expect(page.getByRole('main').getByText(mechanicEmail)).toBeVisible();

  // The mechanic, on a device of their own: the mail's link, an account made there, and the workshop joined.
  const context = await browser.newContext({ locale: 'es-ES' });
  const mechanic = await context.newPage();
  await acceptCookies(mechanic);
  await mechanic.goto('/dev/mailbox');
  const mail = mechanic.locator('article').filter({ hasText: mechanicEmail }).first();
  await expect(mail).toContainText('Bicis del Equipo');
  await mail.getByRole('link').first().click();
  await expect(mechanic).toHaveURL(/\/join#[A-Za-z0-9_-]{43}$/);
  // The page says who invites, to which workshop and as what, and takes the invited address (decision 059's addendum).
  const invitation = mechanic.getByRole('note', { name: 'Marta Ruiz te invita al equipo de Bicis del Equipo' });
  await expect(invitation).toContainText('Tu rol: Mecánico');
  await expect(mechanic.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await expect(mechanic.getByLabel('Correo electrónico')).toHaveValue(mechanicEmail);
  await expect(mechanic.getByLabel('Correo electrónico')).not.toBeEditable();
  await mechanic.getByLabel('Nombre').fill('Luis Mecánico');
  await mechanic.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await mechanic.getByLabel('Repite la contraseña').fill(PASSWORD);
  // One step: creating the account joins the workshop.
  await mechanic.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(mechanic.getByText('Ya formas parte del equipo de Bicis del Equipo')).toBeVisible();
  await expect(mechanic).toHaveURL('/repairs');
  await expect(mechanic.getByText('Rosa').first()).toBeVisible();

  // A mechanic may not delete a repair nor see the revenue (docs/roles.md).
  await mechanic.goto(repairUrl);
  await expect(mechanic.getByRole('main').getByText('Rosa').first()).toBeVisible();
  await expect(mechanic.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await mechanic.goto('/dashboard');
  await expect(mechanic.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(mechanic.getByText('Facturación')).toHaveCount(0);

  // The same link cannot be used twice.
  await mechanic.goto('/dev/mailbox');
  await mechanic.locator('article').filter({ hasText: mechanicEmail }).first().getByRole('link').first().click();
  await mechanic.getByRole('button', { name: 'Unirme al taller' }).click();
  await expect(mechanic.getByText('Esta invitación ya se ha usado')).toBeVisible();
  await context.close();

  // The admin sees them on the team.
  await page.reload();
  await expect(page.getByRole('main').getByText('Luis Mecánico')).toBeVisible();

  // Someone invited who made their account without the link (or left before joining) and comes back is shown the
  // invitation, not the onboarding of a workshop of their own.
  const managerEmail = uniqueEmail('manager');
  await page.getByRole('button', { name: 'Invitar' }).click();
  await invite.getByRole('textbox', { name: 'Correo electrónico' }).fill(managerEmail);
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(`Invitación enviada a ${managerEmail}`)).toBeVisible();
  const later = await browser.newContext({ locale: 'es-ES' });
  const invitee = await later.newPage();
  await acceptCookies(invitee);
  const signUp = await invitee.request.post('/api/auth/sign-up/email', {
    data: { email: managerEmail, password: PASSWORD, name: 'Sara' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signUp.ok()).toBe(true);
  await invitee.goto('/repairs');
  await expect(invitee).toHaveURL('/account/onboarding');
  await expect(invitee.getByRole('heading', { name: 'Tienes una invitación pendiente' })).toBeVisible();
  await expect(invitee.getByRole('note', { name: 'Marta Ruiz te ha invitado al equipo de Bicis del Equipo.' })).toBeVisible();
  await expect(invitee.getByText(`abre el enlace del correo de invitación que enviamos a ${managerEmail}`)).toBeVisible();
  await later.close();
});
