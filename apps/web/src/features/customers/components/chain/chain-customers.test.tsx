// docs/product.md §32.5: the customers' screens in a workshop of a chain that shares its customers: "Buscar en la
// cadena" finds a consenting customer of another workshop and brings them here, a refusal says why, the search says
// when the chain does not share; the customer's page records their consent and shows their repairs in the chain's other
// workshops. Nothing of it shows, nor is asked for, in a workshop whose chain does not share. In es and pt.
import type { TChainCustomersElsewhereOutput, TSharedCustomer } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { workshopAccount } from '@/testing/auth-server';
import { JUAN, MARTA } from '@/testing/customers/factories';
import { customersServer } from '@/testing/customers/server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

const LUCIA: TSharedCustomer = {
  workshopId: 'w2',
  workshopName: 'Bicis Playa',
  customerId: 'c-lucia',
  name: 'Lucía',
  surname: 'Peña',
  phone: '600 111 222',
  email: 'lucia@example.com',
  bikes: [{ name: 'Orbea Orca', color: 'rojo', year: null, type: 'road' }],
  repairs: [{ created: '2026-11-02T10:00:00.000Z', bike: 'Orbea Orca', status: 'delivered' }],
  broughtAs: null,
};

const sharing = workshopAccount({ inChain: true, chainSharesCustomers: true });

describe('the chain’s shared customers on the customers’ screens', () => {
  it('finds a consenting customer of another workshop and brings them here', async () => {
    const server = customersServer({
      customers: [JUAN, MARTA],
      account: sharing,
      functions: {
        chainCustomersSearch: () => ({ sharing: true, customers: [LUCIA] }),
        chainCustomersBring: () => ({ customerId: 'c-marta' }),
      },
    });
    const { user, router } = renderApp('/customers');
    await user.click(await screen.findByRole('button', { name: 'Buscar en la cadena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar en la cadena' });
    expect(within(dialog).getByText('Escribe al menos dos caracteres.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre, teléfono o email'), 'lucía');
    const card = await within(dialog).findByRole('listitem', { name: 'Lucía Peña' });
    expect(within(card).getByText('De Bicis Playa')).toBeInTheDocument();
    expect(within(card).getByText('600 111 222 · lucia@example.com')).toBeInTheDocument();
    expect(within(card).getByText(/02\/11\/2026 · Orbea Orca · Entregada/)).toBeInTheDocument();
    expect(server.inputsTo('chainCustomersSearch').at(-1)).toEqual({ query: 'lucía' });
    await user.click(within(card).getByRole('button', { name: 'Traer a este taller' }));
    expect(await screen.findByText('Lucía Peña es ahora cliente de este taller.')).toBeInTheDocument();
    expect(server.inputsTo('chainCustomersBring')).toEqual([{ workshopId: 'w2', customerId: 'c-lucia' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/c-marta'));
  });

  it('says why a customer cannot be brought, and that the chain shares no more', async () => {
    let shares = true;
    customersServer({
      customers: [JUAN],
      account: sharing,
      functions: {
        chainCustomersSearch: () => ({ sharing: shares, customers: shares ? [LUCIA] : [] }),
        chainCustomersBring: () => failure('failed-precondition', { message: 'No consent.', details: { reason: 'no-consent' } }),
      },
    });
    const { user } = renderApp('/customers');
    await user.click(await screen.findByRole('button', { name: 'Buscar en la cadena' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nombre, teléfono o email'), 'pe');
    await user.click(await within(dialog).findByRole('button', { name: 'Traer a este taller' }));
    expect(await screen.findByText('Este cliente ya no acepta compartir sus datos.')).toBeInTheDocument();
    shares = false;
    await user.type(within(dialog).getByLabelText('Nombre, teléfono o email'), 'ña');
    expect(await within(dialog).findByText(/La cadena no comparte sus clientes/)).toBeInTheDocument();
  });

  it('records a customer’s consent on their page and shows their repairs in the other workshops', async () => {
    let answer: TChainCustomersElsewhereOutput = { sharing: true, consentAt: null, repairs: [] };
    const server = customersServer({
      customers: [MARTA],
      account: sharing,
      functions: {
        chainCustomersElsewhere: () => answer,
        chainCustomersSetConsent: (data) => {
          answer = (data as { consent: boolean }).consent
            ? {
                sharing: true,
                consentAt: '2026-11-30T10:00:00.000Z',
                repairs: [
                  { workshopId: 'w2', workshopName: 'Bicis Playa', created: '2026-11-02T10:00:00.000Z', bike: '', status: 'inProgress' },
                ],
              }
            : { sharing: true, consentAt: null, repairs: [] };
          return answer;
        },
      },
    });
    const { user } = renderApp('/customers/c-marta');
    const section = await screen.findByRole('region', { name: 'En otros talleres de la cadena' });
    expect(await within(section).findByText('No comparte sus datos con la cadena.')).toBeInTheDocument();
    const consent = within(section).getByRole('checkbox', { name: 'Acepta compartir sus datos con los talleres de la cadena' });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    expect(await within(section).findByText('Desde el 30/11/2026')).toBeInTheDocument();
    expect(within(section).getByText('Bicis Playa')).toBeInTheDocument();
    expect(within(section).getByText(/02\/11\/2026 · Bici sin marca ni modelo · En curso/)).toBeInTheDocument();
    expect(server.inputsTo('chainCustomersSetConsent')).toEqual([{ customerId: 'c-marta', consent: true }]);
  });

  it('shows nothing of the chain, and asks for nothing, when the chain does not share', async () => {
    const server = customersServer({ customers: [MARTA], account: workshopAccount({ inChain: true, chainSharesCustomers: false }) });
    const { user } = renderApp('/customers');
    await user.click(await screen.findByRole('link', { name: 'Marta Ruiz' }));
    expect(screen.queryByRole('button', { name: 'Buscar en la cadena' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Marta Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'En otros talleres de la cadena' })).not.toBeInTheDocument();
    expect(server.inputsTo('chainCustomersElsewhere')).toHaveLength(0);
    expect(server.inputsTo('chainCustomersSearch')).toHaveLength(0);
  });

  it('speaks Portuguese', async () => {
    await setLanguage('pt');
    customersServer({
      customers: [MARTA],
      account: sharing,
      functions: { chainCustomersElsewhere: () => ({ sharing: true, consentAt: '2026-11-30T10:00:00.000Z', repairs: [] }) },
    });
    renderApp('/customers/c-marta');
    const section = await screen.findByRole('region', { name: 'Noutras oficinas da rede' });
    expect(await within(section).findByRole('checkbox', { name: 'Aceita partilhar os seus dados com as oficinas da rede' })).toBeChecked();
    expect(within(section).getByText('Sem reparações nas outras oficinas.')).toBeInTheDocument();
  });
});
