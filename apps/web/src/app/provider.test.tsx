import type { FunctionError } from '@rueda/domain';
import { DatePicker } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { setLanguage } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { authServer, workshopAccount } from '@/testing/auth-server';
import { failure, fakeServer, json } from '@/testing/fake-server';
import { renderComponent, renderHookWithProviders } from '@/testing/render';
import { createQueryClient } from './provider';

function renderCalendar() {
  fakeServer({ 'GET /api/config': () => json({ tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null }) });
  renderComponent(<DatePicker defaultDate="2026-06-01" />, { providers: 'app' });
}

function weekdayHeaders(): string[] {
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
}

describe('AppProvider', () => {
  it('gives every calendar Monday as the first day of the week, in the interface language', async () => {
    renderCalendar();
    expect(weekdayHeaders()).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    expect(screen.getByText('junio 2026')).toBeInTheDocument();

    await act(() => setLanguage('pt'));
    expect(weekdayHeaders()[0]).toBe('2ª');
    expect(weekdayHeaders().at(-1)).toBe('Do');
    expect(screen.getByText('junho 2026')).toBeInTheDocument();
  });
});

describe('the toasts (decision 068’s addendum)', () => {
  afterEach(() => {
    // Unmounted first: the toasts' effect cancels its idle callback with the stub.
    cleanup();
    vi.unstubAllGlobals();
  });

  /** An idle callback the test runs when it says: the page is busy until then. */
  function holdIdleCallbacks() {
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => waiting.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    return () => act(() => waiting.splice(0).forEach((work) => work()));
  }

  const container = () => document.querySelector('.mantine-Notifications-root');

  it('draws no container while the page is busy, then one once it is idle', async () => {
    const runIdle = holdIdleCallbacks();
    renderCalendar();
    expect(container()).toBeNull();
    runIdle();
    await waitFor(() => expect(container()).not.toBeNull());
  });

  it('shows a toast raised before the page is idle at once', async () => {
    holdIdleCallbacks();
    renderCalendar();
    act(() => notifyError('No se pudo guardar'));
    expect(await screen.findByText('No se pudo guardar')).toBeInTheDocument();
  });
});

describe('the query cache (docs/product.md §24.7)', () => {
  function renderAccountQuery() {
    return renderHookWithProviders(() => useQuery({ queryKey: ['account'], queryFn: () => call('accountGet', undefined) }), {
      queryClient: createQueryClient(),
    });
  }

  it('tries again, rather than failing, while the server answers unavailable', async () => {
    let failuresLeft = 2;
    const server = authServer({
      isSignedIn: true,
      functions: { accountGet: () => (failuresLeft-- > 0 ? failure('unavailable') : workshopAccount()) },
    });
    const { result } = renderAccountQuery();
    // Two failures, 1 s and 2 s apart, then the answer; never an error on the way.
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 10_000 });
    expect(server.requestsTo('POST /api/functions/accountGet')).toHaveLength(3);
  }, 20_000);

  it('tries any other failure once more only, then shows it', async () => {
    const server = authServer({ isSignedIn: true, functions: { accountGet: () => failure('permission-denied') } });
    const { result } = renderAccountQuery();
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 10_000 });
    expect((result.current.error as FunctionError).code).toBe('permission-denied');
    expect(server.requestsTo('POST /api/functions/accountGet')).toHaveLength(2);
  }, 20_000);
});
