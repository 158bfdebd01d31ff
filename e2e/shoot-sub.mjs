// throwaway screenshot script (not committed)
import { chromium } from 'playwright';
const BASE = process.env.BASE ?? 'http://127.0.0.1:8095';
const lang = process.argv[2] ?? 'es';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function ctx(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, locale: lang === 'pt' ? 'pt-PT' : 'es-ES' });
  await context.addInitScript((l) => { localStorage.setItem('rueda.language', l); localStorage.setItem('rueda.cookies-accepted', new Date().toISOString()); }, lang);
  return context;
}
const email = `shot-${lang}-${Date.now()}@example.com`;
const context = await ctx(1280, 860);
const page = await context.newPage();
await page.goto(`${BASE}/auth/register`);
const inputs = page.locator('input');
await inputs.nth(0).fill('Marta Ruiz');
await page.locator('input[type=email]').fill(email);
const pw = page.locator('input[type=password]');
await pw.nth(0).fill('una contraseña larga');
await pw.nth(1).fill('una contraseña larga');
await page.locator('button[type=submit]').click();
await page.waitForURL(/onboarding/);
await page.locator('input').first().fill(lang === 'pt' ? 'Bicicletas do Porto' : 'Taller Ciclos Ana');
for (let i = 0; i < 3; i++) { await page.locator('button[type=submit], button:has-text("Siguiente"), button:has-text("Seguinte")').last().click(); await page.waitForTimeout(400); }
await page.locator('button').filter({ hasText: /prueba|teste|gratuit/i }).last().click();
await page.waitForURL(/repairs/);
await page.goto(`${BASE}/subscription`);
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/shots/sub-trial-${lang}-wide.png`, fullPage: true });
await page.setViewportSize({ width: 768, height: 1024 });
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/shots/sub-trial-${lang}-tablet.png`, fullPage: true });
await browser.close();
console.log(email);
