import { DatePicker } from '@mantine/dates';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { fakeServer, json } from '@/testing/fake-server';
import { renderComponent } from '@/testing/render';

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
