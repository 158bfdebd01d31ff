// docs/decisions/070: the sign-in page rendered on the server and hydrated in the browser. The HTML holds the form
// and the cookie notice in the visitor's language, everything echoed from the address escaped in the markup and in
// the data; the controls are disabled until the page's code has hydrated it, with no mismatch.
import { readFileSync } from 'node:fs';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignInPage, SIGN_IN_HEAD_SCRIPT, type SignInPageData } from './render';
import { hydrateOnDemand, UNTIL_HYDRATED } from './shared/hydrate-on-demand';
import { mountPublicPage } from './shared/mount-page';
import { PAGE_DATA_ID } from './shared/page-data';
import { SignInApp } from './sign-in/components/sign-in-app';
import { TextsProvider } from './sign-in/texts';

const HOSTILE = '/repairs?x="></a><script>alert(1)</script>&\u2028';

/** The page's own stylesheet, from the web app's folder (where the tests run). */
const STYLESHEET = 'src/public/sign-in/sign-in.css';

const DATA: SignInPageData = { language: 'es', logoUrl: null, redirect: null, devMailbox: false, chatWidgetScriptUrl: null };

/** The page as the server sends it: the markup in the root, the data beside it. */
function serverPage(data: SignInPageData) {
  const page = renderSignInPage(data);
  document.documentElement.lang = page.lang;
  document.body.innerHTML = `<div id="root">${page.markup}</div><script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`;
  return page;
}

function hydrate(onHydrated?: () => void) {
  mountPublicPage<SignInPageData>(
    () => 'es',
    (language, data) => (
      <TextsProvider language={language}>
        <SignInApp data={data ?? DATA} onSignedIn={() => {}} onHydrated={onHydrated} />
      </TextsProvider>
    ),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

describe('the sign-in page rendered on the server', () => {
  it('holds the form, the link to register and the cookie notice first, in Spanish', () => {
    const { markup, title, lang } = renderSignInPage(DATA);
    expect(lang).toBe('es');
    expect(title).toBe('Rueda');
    expect(markup).toContain('Gestión de talleres de bicicletas');
    expect(markup).toContain('<h1 class="rp-auth-title">Accede a tu taller</h1>');
    expect(markup).toContain('Correo electrónico');
    expect(markup).toContain('Contraseña');
    expect(markup).toContain('¿Has olvidado tu contraseña?');
    expect(markup).toContain('Iniciar sesión');
    expect(markup).toContain('¿No tienes cuenta?<!-- --> <a href="/auth/register">Regístrate</a>');
    // docs/product.md §2: the notice comes first, so it is first in the tab order, and links the cookies policy.
    expect(markup.indexOf('aria-label="Aviso de cookies"')).toBeLessThan(markup.indexOf('<main'));
    expect(markup).toContain('<a href="/law/cookies-policy" class="rp-strong">Política de cookies</a>');
    expect(markup).not.toContain('Buzón de correo de desarrollo');
  });

  it('speaks Portuguese, and links the development mailbox when the server keeps one', () => {
    const { markup, lang } = renderSignInPage({ ...DATA, language: 'pt', devMailbox: true });
    expect(lang).toBe('pt');
    expect(markup).toContain('Aceda à sua oficina');
    expect(markup).toContain('Palavra-passe');
    expect(markup).toContain('Esqueceu-se da palavra-passe?');
    expect(markup).toContain('Iniciar sessão');
    expect(markup).toContain('O Rueda utiliza cookies técnicos');
    expect(markup).toContain(
      '<a href="/dev/mailbox" target="_blank" rel="noopener" class="rp-dimmed">Caixa de correio de desenvolvimento</a>',
    );
  });

  it('escapes the redirect it echoes, in the link to register and in the data', () => {
    const { markup, data } = renderSignInPage({ ...DATA, redirect: HOSTILE });
    expect(markup).not.toContain('<script');
    expect(markup).toContain(`href="/auth/register?${new URLSearchParams({ redirect: HOSTILE }).toString()}"`);
    expect(data).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(data)).toEqual({ ...DATA, redirect: HOSTILE });
  });

  it('sends one head script that only marks an accepted notice, and a stylesheet that hides it then', () => {
    expect(SIGN_IN_HEAD_SCRIPT).toBe(
      `try{if(localStorage.getItem("rueda.cookies-accepted"))document.documentElement.classList.add("rp-cookies-accepted")}catch(e){}`,
    );
    // vitest reads CSS as empty: the stylesheet's file itself.
    expect(readFileSync(STYLESHEET, 'utf8')).toMatch(/\.rp-cookies-accepted \.rp-cookies \{\s*display: none;/);
    window.localStorage.setItem('rueda.cookies-accepted', '2026-11-29T10:00:00.000Z');
    // The script's own text, run as the browser runs it.
    new Function(SIGN_IN_HEAD_SCRIPT)();
    expect(document.documentElement).toHaveClass('rp-cookies-accepted');
  });

  it('keeps every control disabled until hydrated, then enables them without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    serverPage(DATA);
    const controls = () => [
      screen.getByLabelText('Correo electrónico'),
      screen.getByLabelText('Contraseña', { selector: 'input' }),
      screen.getByRole('button', { name: '¿Has olvidado tu contraseña?' }),
      screen.getByRole('button', { name: 'Iniciar sesión' }),
      screen.getByRole('button', { name: 'PT' }),
      screen.getByRole('button', { name: 'Aceptar' }),
    ];
    const heading = screen.getByRole('heading', { level: 1 });
    for (const control of controls()) expect(control).toBeDisabled();
    await act(async () => hydrate());
    for (const control of controls()) expect(control).toBeEnabled();
    // The server's elements are kept, not replaced.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it('marks every control it draws disabled for the hydration, so the page’s entry may enable them at once', () => {
    serverPage(DATA);
    const disabled = [...document.querySelectorAll('#root :disabled')];
    expect(disabled.length).toBeGreaterThanOrEqual(6);
    for (const control of disabled) expect(control).toHaveAttribute(UNTIL_HYDRATED);
  });

  it('hydrated on demand, keeps what was typed and does the press made before it', async () => {
    const errors = vi.spyOn(console, 'error');
    serverPage(DATA);
    const root = document.getElementById('root')!;
    const hydrated = vi.fn();
    hydrateOnDemand({ root, load: () => Promise.resolve(), hydrate: (onHydrated) => hydrate(() => (hydrated(), onHydrated())) });
    const email = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    expect(email).toBeEnabled();
    await act(async () => {
      email.focus();
      email.value = 'marta@example.com';
      screen.getByRole('button', { name: 'PT' }).click();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // Once in a production build; React's strict mode runs the page's effects twice here.
    expect(hydrated).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aceda à sua oficina' })).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail')).toHaveValue('marta@example.com');
    expect(document.querySelectorAll(`#root [${UNTIL_HYDRATED}]`)).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
