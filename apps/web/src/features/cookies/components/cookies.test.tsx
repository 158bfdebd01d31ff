import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/testing/fake-server';
import { renderComponent } from '@/testing/render';
import { chatWidgetScript } from '../chat-widget';
import { COOKIES_ACCEPTED_STORAGE_KEY, acceptCookies } from '../cookie-consent';

const CHAT_URL = 'https://chat.example.test/widget.js';

function configServer(chatWidgetScriptUrl: string | null) {
  return fakeServer({ 'GET /api/config': () => json({ tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl }) });
}

/** The app's providers around a stand-in page, as every route is rendered. */
function renderPage() {
  return renderComponent(<button type="button">Guardar reparación</button>, { providers: 'app', isStrict: true });
}

function chatScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src.startsWith('https://chat.example.test'));
}

// happy-dom never fetches scripts; told so, it reports the widget's script as loaded instead of
// printing a failure for each one.
const happyDomSettings = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM
  ?.settings;

beforeEach(() => {
  if (happyDomSettings) happyDomSettings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  chatWidgetScript()?.remove();
  if (happyDomSettings) happyDomSettings.handleDisabledFileLoadingAsSuccess = false;
});

describe('cookie banner', () => {
  it('is shown until accepted, links the cookies policy and keeps the acceptance date locally', async () => {
    configServer(null);
    const { user } = renderPage();
    const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(banner).toHaveTextContent('Rueda usa cookies técnicas');
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/law/cookies-policy');

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    const stored = window.localStorage.getItem(COOKIES_ACCEPTED_STORAGE_KEY);
    expect(stored).not.toBeNull();
    expect(new Date(stored ?? '').toISOString()).toBe(stored);
  });

  it('stays hidden once accepted', () => {
    configServer(null);
    acceptCookies();
    renderPage();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar reparación' })).toBeInTheDocument();
  });

  it('comes back when the stored acceptance is cleared in another tab', () => {
    configServer(null);
    acceptCookies();
    renderPage();
    act(() => {
      window.localStorage.removeItem(COOKIES_ACCEPTED_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: COOKIES_ACCEPTED_STORAGE_KEY }));
    });
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeInTheDocument();
  });

  it('is reached with the keyboard', async () => {
    configServer(null);
    const { user } = renderPage();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('speaks Portuguese when the interface does', async () => {
    configServer(null);
    const { user } = renderPage();
    const { setLanguage } = await import('@/lib/i18n');
    await act(() => setLanguage('pt'));
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toHaveTextContent('O Rueda utiliza cookies técnicos');
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(window.localStorage.getItem(COOKIES_ACCEPTED_STORAGE_KEY)).not.toBeNull();
  });
});

describe('chat widget', () => {
  it('is not loaded while cookies are not accepted, even when configured', async () => {
    const server = configServer(CHAT_URL);
    renderPage();
    // Give any pending effect a chance to run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(chatScripts()).toEqual([]);
    expect(server.requests.filter((request) => !request.url.startsWith(window.location.origin))).toEqual([]);
  });

  it('is loaded once, after cookies are accepted, when configured', async () => {
    configServer(CHAT_URL);
    const { user } = renderPage();
    expect(chatScripts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    expect(chatScripts()[0]).toHaveAttribute('async');
  });

  it('is loaded at start when already accepted, once however often the page renders', async () => {
    configServer(CHAT_URL);
    acceptCookies();
    const first = renderPage();
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    first.unmount();
    renderPage();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(chatScripts()).toHaveLength(1);
  });

  it('is never loaded without configuration, and nothing leaves the site', async () => {
    const server = configServer(null);
    acceptCookies();
    renderPage();
    await waitFor(() => expect(server.requestsTo('GET /api/config')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(server.requests.every((request) => request.url.startsWith(window.location.origin))).toBe(true);
  });
});
