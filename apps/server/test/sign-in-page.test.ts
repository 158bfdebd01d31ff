// docs/decisions/070: the sign-in page answers with its content, rendered by the web build's render module (here a
// stand-in with the same face, written beside a built template: the real one is the web's, tested there and in the
// journeys) in the language of the cookie, else Accept-Language. A signed-in visitor is sent on before anything is
// rendered; the new-password form stays the staff app's. The CSP is helmet's, with the head script's hash added.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuedaApp } from '../src/app.ts';
import { withScriptSource } from '../src/http/sign-in-page.ts';
import { startPagesApp, type PagesApp } from './pages-app.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const AUTH_SECRET = 'd'.repeat(40);
const HEAD_SCRIPT = 'try{document.documentElement.classList.add("x")}catch(e){}';

/** The built page's template, as Vite writes it. */
const TEMPLATE = (entry: string) =>
  `<!doctype html><html lang="es"><head><title>Rueda</title><script type="module" src="/assets/${entry}.js"></script></head><body><div id="root"></div></body></html>`;

/** A render module with the web's face (apps/web/src/public/render.tsx), which echoes what it is given. */
const RENDERER = `
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const json = (value) => JSON.stringify(value).replace(/[<>&\\u2028\\u2029]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
export const PAGE_STYLE = '.rp-card{}';
export const PAGE_STYLE_ID = 'rueda-page-style';
export const PAGE_DATA_ID = 'rueda-page-data';
export const SIGN_IN_STYLE = '.rp-auth{}';
export const SIGN_IN_HEAD_SCRIPT = ${JSON.stringify(HEAD_SCRIPT)};
export const pickLanguage = (cookie, accept) => /rueda-page-language=(es|pt)/.exec(cookie ?? '')?.[1] ?? (/^pt/.test(accept ?? '') ? 'pt' : 'es');
export const renderRepairLinkPage = () => { throw new Error('not this page'); };
export const renderBookingPage = () => { throw new Error('not this page'); };
export const renderSignInPage = (data) => ({
  lang: data.language,
  title: 'Rueda',
  markup: '<form><label>' + (data.language === 'pt' ? 'Palavra-passe' : 'Contraseña') + '</label><a href="/auth/register?redirect=' + escape(data.redirect ?? '') + '">r</a></form>',
  data: json(data),
});
`;

let server: TestServer;
let pages: RuedaApp;
let pagesApp: PagesApp | undefined;
let sessionCookie: string;

/** A GET from a browser on another machine, or from `remoteAddress`. */
function get(url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') {
  return pages.app.inject({ method: 'GET', url, headers, remoteAddress });
}

function dataOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="rueda-page-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page data').toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET } });
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: `sign-in-page-${Date.now()}@example.com`, password: 'una contraseña larga', name: 'Marta' }),
  });
  expect(signUp.ok).toBe(true);
  sessionCookie = signUp.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  expect(sessionCookie).toContain('session_token=');
  pagesApp = await startPagesApp(server, {
    name: 'sign-in',
    authSecret: AUTH_SECRET,
    html: { 'index.html': TEMPLATE('main'), 'sign-in.html': TEMPLATE('signIn') },
    renderer: RENDERER,
  });
  pages = pagesApp.pages;
});
afterAll(async () => {
  await pagesApp?.close();
  await server?.close();
});

describe('the sign-in page', () => {
  it('answers with the form in its HTML, the head script first, the stylesheet and the data', async () => {
    const answer = await get('/auth/login');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(
      `<head><script>${HEAD_SCRIPT}</script><link rel="expect" href="#rueda-page-data" blocking="render"><title>Rueda</title>`,
    );
    expect(html).toContain('<style id="rueda-page-style">.rp-auth{}</style></head>');
    expect(html).toContain('<div id="root"><form><label>Contraseña</label>');
    expect(html).toContain('<script type="module" src="/assets/signIn.js"></script>');
    expect(dataOf(html)).toEqual({ language: 'es', logoUrl: null, redirect: null, devMailbox: false, chatWidgetScriptUrl: null });
  });

  it('links the development mailbox only for this machine, as /api/config tells it (DEV_MAILBOX=local)', async () => {
    expect(dataOf((await get('/auth/login', {}, '127.0.0.1')).body)).toMatchObject({ devMailbox: true });
    expect(dataOf((await get('/auth/login')).body)).toMatchObject({ devMailbox: false });
  });

  it('speaks the language of its cookie, else of Accept-Language', async () => {
    const byHeader = await get('/auth/login', { 'accept-language': 'pt-PT,pt;q=0.9' });
    expect(byHeader.body).toContain('<html lang="pt">');
    expect(byHeader.body).toContain('Palavra-passe');
    const byCookie = await get('/auth/login', { 'accept-language': 'pt-PT', cookie: 'rueda-page-language=es' });
    expect(byCookie.body).toContain('<html lang="es">');
    expect(dataOf(byCookie.body)).toMatchObject({ language: 'es' });
  });

  it('carries the redirect it was given escaped, in the markup and in the data', async () => {
    const redirect = '/repairs?x="><script>alert(1)</script>';
    const answer = await get(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
    expect(answer.body).not.toContain('<script>alert(1)');
    expect(dataOf(answer.body)).toMatchObject({ redirect });
  });

  it("keeps helmet's policy, with the head script's hash added to script-src and nothing else", async () => {
    const page = directives((await get('/auth/login')).headers['content-security-policy'] as string);
    const spa = directives((await get('/no-such-page')).headers['content-security-policy'] as string);
    const hash = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;
    expect(page['script-src']).toEqual([...spa['script-src']!, hash]);
    expect(page['script-src']).not.toContain("'unsafe-inline'");
    expect({ ...page, 'script-src': [] }).toEqual({ ...spa, 'script-src': [] });
  });

  it('sends a signed-in visitor on: to an address of the app it was asked for, else to /repairs', async () => {
    const toRepair = await get(`/auth/login?redirect=${encodeURIComponent('/repairs/r1?tab=work')}`, { cookie: sessionCookie });
    expect(toRepair.statusCode).toBe(303);
    expect(toRepair.headers.location).toBe('/repairs/r1?tab=work');
    for (const redirect of ['//evil.example/', 'https://evil.example/']) {
      const away = await get(`/auth/login?redirect=${encodeURIComponent(redirect)}`, { cookie: sessionCookie });
      expect(away.statusCode).toBe(303);
      expect(away.headers.location).toBe('/repairs');
    }
    // A session cookie that names no session: the form.
    const stale = await get('/auth/login', { cookie: 'better-auth.session_token=nothing.here' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<form>');
  });

  it('leaves the new-password form of a reset link to the staff app, signed in or not', async () => {
    for (const cookie of ['', sessionCookie]) {
      const answer = await get('/auth/login?mode=resetPassword&oobCode=abc', cookie ? { cookie } : {});
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<script type="module" src="/assets/main.js"></script>');
      expect(answer.body).not.toContain('rueda-page-data');
    }
  });
});

describe('withScriptSource', () => {
  it('adds the source to script-src alone', () => {
    expect(withScriptSource("default-src 'self';script-src 'self' https://a.example;script-src-attr 'none'", "'sha256-x'")).toBe(
      "default-src 'self';script-src 'self' https://a.example 'sha256-x';script-src-attr 'none'",
    );
  });
});
