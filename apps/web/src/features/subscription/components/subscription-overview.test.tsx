import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PLAN } from '@rueda/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { workshopAccount } from '@/testing/auth-server';
import { failure, functionRoute } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { CHECKOUT_URL, PORTAL_URL, subscriptionDetailsOf } from '@/testing/subscription-server';
import { EXPIRED_ADMIN, MECHANIC, subscriptionServer } from '@/testing/subscription/server';

const EXPIRED_ACCOUNT = workshopAccount({ subscriptionStatus: 'expired' });
const EXPIRED_DETAILS = subscriptionDetailsOf({ active: false, subscriptionStatus: 'expired', nextBillingDate: null });

async function openSubscription() {
  const view = renderApp('/subscription');
  await screen.findByRole('heading', { name: 'Tu suscripción' });
  return view;
}

afterEach(() => vi.restoreAllMocks());

describe('the subscription screen', () => {
  it('shows the plan, amount, billing dates, payments with their invoices, the cards and the billing address', async () => {
    subscriptionServer();
    await openSubscription();
    const details = screen.getByRole('heading', { name: 'Tu suscripción' }).closest('.mantine-Card-root') as HTMLElement;
    expect(within(details).getByText('Activa')).toBeInTheDocument();
    expect(within(details).getByText('Workshop Pro')).toBeInTheDocument();
    expect(within(details).getByText('29,99 €')).toBeInTheDocument();
    expect(within(details).getByText('23 de diciembre de 2026')).toBeInTheDocument();
    expect(within(details).getByText('Del 23 de noviembre de 2026 al 23 de diciembre de 2026')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'Historial de pagos' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Pagado')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: '2026-000002' })).toHaveAttribute('href', '/invoices/inv_2');
    expect(within(rows[1]!).getByText('Fallido')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Your card was declined.')).toBeInTheDocument();

    const visa = screen.getByText('Visa •••• 4242').closest('li') as HTMLElement;
    expect(within(visa).getByText('caduca 04/2030')).toBeInTheDocument();
    expect(within(visa).getByText('Predeterminada')).toBeInTheDocument();
    const mastercard = screen.getByText('Mastercard •••• 4444').closest('li') as HTMLElement;
    expect(within(mastercard).queryByText('Predeterminada')).not.toBeInTheDocument();
    expect(screen.getByText('Taller Ana SL')).toBeInTheDocument();
    expect(screen.getByText('28013 Madrid (ES)')).toBeInTheDocument();
  });

  it('clears the subscription’s notice once the details are shown (docs/product.md §7)', async () => {
    const { subscriptionState } = subscriptionServer();
    await openSubscription();
    await waitFor(() => expect(subscriptionState.cleared).toEqual(['subscription']));
  });

  it('leaves the notice up when the details could not be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { subscriptionState } = subscriptionServer({ functions: { callablesGetSubscriptionDetails: () => failure('internal') } });
    await openSubscription();
    expect(await screen.findByText('Error al cargar los datos de suscripción')).toBeInTheDocument();
    expect(subscriptionState.cleared).toEqual([]);
  });

  it('warns of a failed renewal with its grace period and reason, and of a cancellation at the period’s end', async () => {
    subscriptionServer({
      details: subscriptionDetailsOf({
        gracePeriodUntil: '2026-11-30T10:00:00Z',
        paymentFailureReason: 'Your card was declined.',
        cancelAtPeriodEnd: true,
      }),
    });
    await openSubscription();
    const grace = screen.getByText('No se ha podido cobrar la renovación').closest('[role="alert"]') as HTMLElement;
    expect(grace).toHaveTextContent('No se ha podido cobrar la renovación');
    expect(grace).toHaveTextContent('Tu taller sigue activo hasta el 30 de noviembre de 2026');
    expect(grace).toHaveTextContent('Motivo: Your card was declined.');
    expect(screen.getByText('Suscripción cancelada al final del periodo')).toBeInTheDocument();
    expect(screen.getByText(/Tu taller puede usar Rueda hasta el 23 de diciembre de 2026/)).toBeInTheDocument();
  });

  it('offers the default plan when the plans cannot be fetched (docs/product.md §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    subscriptionServer({ functions: { callablesGetSubscriptionPlans: () => failure('unavailable') } });
    await openSubscription();
    expect(await screen.findByRole('heading', { name: DEFAULT_PLAN.name })).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_PLAN.features[0]!)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('says so in a toast when the details cannot be fetched, and counts the subscription as inactive (docs/product.md §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    subscriptionServer({
      workshop: EXPIRED_ADMIN,
      account: EXPIRED_ACCOUNT,
      functions: { callablesGetSubscriptionDetails: () => failure('internal') },
    });
    await openSubscription();
    expect(await screen.findByText('Error al cargar los datos de suscripción')).toBeInTheDocument();
    expect(screen.getByText('Inactiva')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Historial de pagos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suscribirse' })).toBeInTheDocument();
  });

  it('takes an admin to the provider’s checkout for the plan', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const server = subscriptionServer({ workshop: EXPIRED_ADMIN, account: EXPIRED_ACCOUNT, details: EXPIRED_DETAILS });
    const { user } = await openSubscription();
    await user.click(await screen.findByRole('button', { name: 'Suscribirse' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(server.inputsTo('callablesCreateCheckoutSession')).toEqual([{ planId: DEFAULT_PLAN.id }]);
  });

  it('opens the billing portal in a new tab, and says so when it cannot (docs/product.md §8)', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let portalFails = false;
    subscriptionServer({
      functions: { callablesCreatePortalSession: () => (portalFails ? failure('unavailable') : { url: PORTAL_URL }) },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Gestionar pagos y facturas' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(PORTAL_URL, '_blank', 'noopener'));
    portalFails = true;
    await user.click(screen.getByRole('button', { name: 'Gestionar pagos y facturas' }));
    expect(await screen.findByText('Error al abrir el portal de gestión')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shows a mechanic the state and the details, with no button to pay or open the portal (docs/roles.md)', async () => {
    subscriptionServer({
      workshop: { ...MECHANIC, active: false },
      account: workshopAccount({ role: 'mechanic', subscriptionStatus: 'expired' }),
      details: { ...EXPIRED_DETAILS, pendingPayment: { clientSecret: 'pi_1_secret', amount: 2999, currency: 'EUR' } },
    });
    await openSubscription();
    expect(screen.getByRole('heading', { name: 'Prueba terminada' })).toBeInTheDocument();
    expect(screen.getByText('Solo el administrador del taller puede gestionar la suscripción.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Historial de pagos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suscribirse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gestionar pagos y facturas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar el pago' })).not.toBeInTheDocument();
  });

  it('fetches the details again once they are older than 30 s (docs/product.md §4)', async () => {
    const server = subscriptionServer();
    const { router } = await openSubscription();
    const detailsCalls = () => server.requestsTo(functionRoute('callablesGetSubscriptionDetails')).length;
    expect(detailsCalls()).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const revisit = async () => {
      await act(() => router.navigate('/profile'));
      await act(() => router.navigate('/subscription'));
      await screen.findByRole('heading', { name: 'Tu suscripción' });
    };
    vi.setSystemTime(start + 29_000);
    await revisit();
    // Fresh: neither the profile's billing section nor the screen asks again.
    expect(detailsCalls()).toBe(1);
    vi.setSystemTime(start + 31_000);
    await revisit();
    await waitFor(() => expect(detailsCalls()).toBe(2));
  });

  it('speaks Portuguese', async () => {
    subscriptionServer();
    await openSubscription();
    await act(() => setLanguage('pt'));
    expect(screen.getByRole('heading', { name: 'A sua subscrição' })).toBeInTheDocument();
    expect(screen.getByText('Próxima cobrança')).toBeInTheDocument();
    expect(screen.getByText('23 de dezembro de 2026')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Histórico de pagamentos' })).toBeInTheDocument();
    expect(screen.getByText('expira 04/2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerir pagamentos e faturas' })).toBeInTheDocument();
    // The plan's features come in Spanish (docs/product.md §9) and are worded in Portuguese.
    expect(screen.getByText('Reparações ilimitadas, da entrada à entrega')).toBeInTheDocument();
    expect(screen.queryByText('Reparaciones ilimitadas, de la entrada a la entrega')).not.toBeInTheDocument();
  });
});

describe('a workshop in its trial', () => {
  it('has its trial checked on the server, then takes a new token (docs/product.md §7 callablesValidateTrialStatus)', async () => {
    const server = subscriptionServer({
      workshop: { role: 'admin', uid: 'w1', active: false, trial: true, free: false },
      account: workshopAccount({ subscriptionStatus: 'trialing', isTrialing: true }),
      details: subscriptionDetailsOf({ isTrialing: true, subscriptionStatus: 'trialing', trialDaysRemaining: 5 }),
    });
    await openSubscription();
    await waitFor(() => expect(server.inputsTo('callablesValidateTrialStatus')).toEqual([{ userId: 'user-1' }]));
    const validatedAt = server.requests.findIndex((request) => request.path.endsWith('/callablesValidateTrialStatus'));
    await waitFor(() => expect(server.requests.slice(validatedAt).some((request) => request.path === '/api/auth/token')).toBe(true));
    expect(screen.getByRole('button', { name: 'Suscribirse' })).toBeInTheDocument();
  });

  // docs/product.md §4 "Subscribing during the trial".
  const trialServer = (trialEndsAt: string) =>
    subscriptionServer({
      workshop: { role: 'admin', uid: 'w1', active: false, trial: true, free: false },
      account: workshopAccount({
        subscriptionStatus: 'trialing',
        isTrialing: true,
        workshop: { ...workshopAccount().workshop!, subscriptionStatus: 'trialing', trialEndsAt },
      }),
      details: subscriptionDetailsOf({ isTrialing: true, subscriptionStatus: 'trialing', trialEnds: trialEndsAt }),
    });

  it('says before the checkout that nothing is charged today and when the first charge falls, in both languages', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
    trialServer('2026-12-12T10:00:00Z');
    await openSubscription();
    const notice = 'No se te cobrará nada hoy. El primer cargo, 29,99 €, será el 12 de diciembre de 2026, al terminar tu prueba.';
    expect(screen.getByText(notice)).toBeInTheDocument();
    await act(() => setLanguage('pt'));
    expect(
      screen.getByText(
        'Hoje não lhe será cobrado nada. O primeiro pagamento, 29,99 €, será a 12 de dezembro de 2026, no fim do período experimental.',
      ),
    ).toBeInTheDocument();
  });

  it('says the first charge is today when 48 hours or less of the trial are left', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
    trialServer('2026-11-29T10:00:00Z');
    await openSubscription();
    expect(
      screen.getByText('A tu prueba le quedan menos de 48 horas: el primer cargo, 29,99 €, se hará hoy, al pagar.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No se te cobrará nada hoy/)).not.toBeInTheDocument();
  });
});
