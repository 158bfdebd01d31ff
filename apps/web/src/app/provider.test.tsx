import { DatePicker } from '@mantine/dates';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { fakeServer, json } from '@/testing/fake-server';
import { AppProvider } from './provider';

function renderCalendar() {
  fakeServer({ 'GET /api/config': () => json({ tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient} mantineEnv="test">
      <DatePicker defaultDate="2026-06-01" />
    </AppProvider>,
  );
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
