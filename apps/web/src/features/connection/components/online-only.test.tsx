// docs/product.md §30.6: a screen that needs the server says so when opened without a connection.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markOffline, markOnline } from '@/lib/connection';
import { setLanguage } from '@/lib/i18n';
import { renderComponent } from '@/testing/render';
import { onlineOnly } from './online-only';

const Till = onlineOnly(() => <p>La caja del día</p>);

describe('a screen that needs the server', () => {
  it('says so when opened without a connection, and draws itself once the connection is back', async () => {
    markOffline();
    renderComponent(<Till />);
    expect(screen.getByRole('heading', { name: 'Esta pantalla necesita conexión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a reparaciones' })).toHaveAttribute('href', '/repairs');
    expect(screen.queryByText('La caja del día')).not.toBeInTheDocument();
    act(() => markOnline());
    expect(await screen.findByText('La caja del día')).toBeInTheDocument();
  });

  it('stays as it is, with what was typed, when the connection goes while it is open', () => {
    renderComponent(<Till />);
    act(() => markOffline());
    expect(screen.getByText('La caja del día')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Esta pantalla necesita conexión' })).not.toBeInTheDocument();
  });

  it('says it in Portuguese', async () => {
    await setLanguage('pt');
    markOffline();
    renderComponent(<Till />);
    expect(screen.getByRole('heading', { name: 'Este ecrã precisa de ligação' })).toBeInTheDocument();
  });
});
