import type { TPublicConfig } from '@rueda/domain';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionStatus } from '@/lib/connection';
import { rememberDeviceAccount } from '@/lib/device-account';
import { LANGUAGE_STORAGE_KEY, i18n } from '@/lib/i18n';
import { fakeServer, json } from '@/testing/fake-server';
import { setUpUser } from '@/testing/render';
import { renderPlainBootFailure, startApp, type StartedApp } from './start-app';

const GOOD_CONFIG: TPublicConfig = { tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null };

let container: HTMLElement;
let root: Root | null = null;

/** Starts the app into a fresh container, as main.tsx does, with a retry the test can watch. */
async function start(loadApp: () => Promise<StartedApp>) {
  const onRetry = vi.fn();
  container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = await startApp(container, { loadApp, onRetry, mantineEnv: 'test' });
  });
  return { onRetry };
}

const readyApp = async (): Promise<StartedApp> =>
  function App({ config }) {
    return <p>App montada, chat {String(config.chatWidgetScriptUrl)}</p>;
  };

/** console.error is expected from a failed start; the test setup fails on unexpected ones. */
function expectStartErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('start-up', () => {
  it('mounts the app with the config it read', async () => {
    const server = fakeServer({ 'GET /api/config': () => json({ ...GOOD_CONFIG, chatWidgetScriptUrl: 'https://chat.example.test/w.js' }) });
    const loadApp = vi.fn(readyApp);
    await start(loadApp);
    expect(await screen.findByText('App montada, chat https://chat.example.test/w.js')).toBeInTheDocument();
    expect(server.requestsTo('GET /api/config')).toHaveLength(1);
  });

  it('says the server cannot be reached, and does not load the app', async () => {
    const errors = expectStartErrors();
    fakeServer({ 'GET /api/config': () => Promise.reject(new TypeError('Failed to fetch')) });
    const loadApp = vi.fn(readyApp);
    const { onRetry } = await start(loadApp);

    expect(await screen.findByRole('heading', { name: 'No se puede abrir Rueda' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido conectar con el servidor de Rueda');
    expect(screen.getByText(/Failed to fetch/)).toBeInTheDocument();
    expect(loadApp).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalled();

    await setUpUser().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('starts without a connection on what the device kept, for a device whose account was signed in (docs/product.md §30.2)', async () => {
    // An earlier start, online: the device keeps its config; the account was signed in then.
    fakeServer({ 'GET /api/config': () => json({ ...GOOD_CONFIG, chatWidgetScriptUrl: 'https://chat.example.test/w.js' }) });
    await start(readyApp);
    expect(await screen.findByText(/App montada/)).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
    rememberDeviceAccount({
      user: { id: 'u1', email: 'ana@taller.test', name: 'Ana' },
      claims: { roles: ['workshop'] },
      savedAt: Date.now(),
    });

    fakeServer({ 'GET /api/config': () => Promise.reject(new TypeError('Failed to fetch')) });
    const loadApp = vi.fn(readyApp);
    await start(loadApp);
    expect(await screen.findByText('App montada, chat https://chat.example.test/w.js')).toBeInTheDocument();
    expect(connectionStatus()).toBe('offline');
  });

  it('without a signed-in account kept, says the server cannot be reached even with a config kept', async () => {
    fakeServer({ 'GET /api/config': () => json(GOOD_CONFIG) });
    await start(readyApp);
    expect(await screen.findByText(/App montada/)).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();

    const errors = expectStartErrors();
    fakeServer({ 'GET /api/config': () => Promise.reject(new TypeError('Failed to fetch')) });
    await start(readyApp);
    expect(await screen.findByRole('heading', { name: 'No se puede abrir Rueda' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
  });

  it('treats a proxy that cannot reach the server as unreachable', async () => {
    expectStartErrors();
    fakeServer({ 'GET /api/config': () => json({ message: 'Bad Gateway' }, 502) });
    await start(readyApp);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido conectar con el servidor de Rueda');
  });

  it('shows the status of a server error', async () => {
    expectStartErrors();
    fakeServer({ 'GET /api/config': () => json({ message: 'boom' }, 500) });
    await start(readyApp);
    expect(await screen.findByRole('alert')).toHaveTextContent('El servidor de Rueda ha respondido con un error (HTTP 500).');
  });

  it('refuses a config that is not valid', async () => {
    expectStartErrors();
    fakeServer({ 'GET /api/config': () => json({ tokenSyncUrl: null, devMailbox: 'yes' }) });
    const loadApp = vi.fn(readyApp);
    await start(loadApp);
    expect(await screen.findByRole('alert')).toHaveTextContent('El servidor de Rueda ha enviado una configuración que no es válida.');
    expect(screen.getByText(/devMailbox/)).toBeInTheDocument();
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('refuses an answer that is not JSON (the page instead of the API)', async () => {
    expectStartErrors();
    fakeServer({
      'GET /api/config': () => new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    });
    await start(readyApp);
    expect(await screen.findByRole('alert')).toHaveTextContent('configuración que no es válida');
  });

  it('gives up on a server that does not answer', async () => {
    expectStartErrors();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A server that never answers: the request ends only when the start-up gives up on it.
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
      const { signal } = init ?? {};
      return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
    });
    container = document.body.appendChild(document.createElement('div'));
    let started: Promise<Root | null> = Promise.resolve(null);
    act(() => {
      started = startApp(container, { loadApp: readyApp, mantineEnv: 'test' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
      root = await started;
    });
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido conectar');
    expect(screen.getByText(/no answer within 15000 ms/)).toBeInTheDocument();
  });

  it('speaks the stored language', async () => {
    expectStartErrors();
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    await i18n.changeLanguage('pt');
    fakeServer({ 'GET /api/config': () => Promise.reject(new TypeError('Failed to fetch')) });
    await start(readyApp);
    expect(await screen.findByRole('heading', { name: 'Não é possível abrir o Rueda' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível ligar ao servidor do Rueda');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows the failure page when the app code cannot be loaded', async () => {
    expectStartErrors();
    fakeServer({ 'GET /api/config': () => json(GOOD_CONFIG) });
    await start(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/router.js')));
    expect(await screen.findByRole('heading', { name: 'No se puede abrir Rueda' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Se ha producido un error al iniciar la aplicación.');
    expect(screen.getByText(/dynamically imported module/)).toBeInTheDocument();
  });

  it('shows the failure page when mounting the app throws', async () => {
    expectStartErrors();
    fakeServer({ 'GET /api/config': () => json(GOOD_CONFIG) });
    await start(
      async () =>
        function BrokenApp(): never {
          throw new Error('a provider broke');
        },
    );
    expect(await screen.findByRole('heading', { name: 'No se puede abrir Rueda' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Se ha producido un error al iniciar la aplicación.');
    expect(screen.getByText(/a provider broke/)).toBeInTheDocument();
  });
});

describe('the plain failure page', () => {
  it('needs nothing but the DOM', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const onRetry = vi.fn();
    renderPlainBootFailure(container, { reason: 'crashed', detail: 'Error: React is gone' }, onRetry);
    expect(screen.getByRole('heading', { name: 'No se puede abrir Rueda' })).toBeInTheDocument();
    expect(screen.getByText('Error: React is gone')).toBeInTheDocument();
    await setUpUser().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
