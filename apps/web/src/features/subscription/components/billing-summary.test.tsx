import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workshopAccount } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';
import { PORTAL_URL, subscriptionDetailsOf } from '@/testing/subscription-server';
import { MECHANIC, subscriptionServer } from '@/testing/subscription/server';

afterEach(() => vi.restoreAllMocks());

describe('the profile’s billing section', () => {
  it('shows an admin the plan, the next charge, the card and the latest invoices, and opens the portal', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    subscriptionServer();
    const { user } = renderApp('/profile');
    const billing = await screen.findByRole('region', { name: 'Facturación' });
    await within(billing).findByText('Workshop Pro · 29,99 €');
    expect(within(billing).getByText('Activa')).toBeInTheDocument();
    expect(within(billing).getByText('23 de diciembre de 2026')).toBeInTheDocument();
    expect(within(billing).getByText('Visa •••• 4242')).toBeInTheDocument();
    const invoices = within(billing).getByRole('table', { name: 'Últimas facturas' });
    expect(
      within(invoices)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/invoices/inv_2', '/invoices/inv_1']);
    await user.click(within(billing).getByRole('button', { name: 'Gestionar pagos y facturas' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(PORTAL_URL, '_blank', 'noopener'));
  });

  it('says when the workshop’s chain pays for it, and offers no subscription of its own (docs/product.md §32.6)', async () => {
    subscriptionServer({
      details: { ...subscriptionDetailsOf(), paidByChain: { chainName: 'Bicis del Norte', currentPeriodEnd: '2026-12-23T10:00:00.000Z' } },
    });
    renderApp('/profile');
    const billing = await screen.findByRole('region', { name: 'Facturación' });
    expect(await within(billing).findByText('Pagada por la cadena «Bicis del Norte»')).toBeInTheDocument();
    expect(within(billing).getByText(/su periodo actual termina el 23 de diciembre de 2026/)).toBeInTheDocument();
    expect(within(billing).queryByRole('link', { name: 'Ver la suscripción' })).not.toBeInTheDocument();
  });

  it('is not there for a mechanic (docs/roles.md)', async () => {
    subscriptionServer({ workshop: MECHANIC, account: workshopAccount({ role: 'mechanic' }) });
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Tu taller' });
    expect(screen.queryByRole('region', { name: 'Facturación' })).not.toBeInTheDocument();
  });
});
