// docs/product.md §12.3 in Chromium against the demo workshop: a photo taken at the fast intake (the camera's
// file input) is uploaded once the repair exists, and seen on the repair page and its work order.
import { expect, test } from '@playwright/test';
import { PNG } from '../support/images.ts';
import { acceptCookies, signInAsDemo } from '../support/journeys.ts';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a photo taken at the intake is on the repair page and its work order', async ({ page }) => {
  await signInAsDemo(page);
  await expect(page.locator('[data-repair-card]').first()).toBeVisible();

  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Nueva reparación' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Fotografía');
  await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('600 987 321');
  const input = dialog.getByLabel('Fotos del estado de la bici');
  await expect(input).toHaveAttribute('capture', 'environment');
  await input.setInputFiles({ name: 'rueda-delantera.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('rueda-delantera.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear reparación' }).click();

  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  const photos = page.getByRole('region', { name: 'Fotos' });
  const thumbnail = photos.getByRole('button', { name: /^Ver la foto de / });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail.locator('img')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('work-order-photos').locator('img')).toHaveCount(1);

  // Opened large, then it survives a reload (kept on the server, not the page).
  await thumbnail.click();
  await expect(page.getByRole('dialog').locator('img')).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Fotos' }).getByRole('button', { name: /^Ver la foto de / })).toHaveCount(1);
});
