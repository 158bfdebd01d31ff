// docs/product.md §11.4 and §11.5 on the web: the customers screen's CSV export (the search as typed), the customer's
// data download, and the anonymising delete behind a typed confirmation.
import type { TCustomersExportDataOutput } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_ADMIN, authServer } from '@/testing/auth-server';
import { customerOf, customersFunctions, type CustomerRecord } from '@/testing/customers-server';
import { renderApp } from '@/testing/render';
import { captureDownloads } from '@/testing/downloads';

const LUIS: CustomerRecord = {
  customer: customerOf({ id: 'c-luis', name: 'Luis', surname: 'Gómez', phone: '633 444 555' }),
  bikes: [],
  repairs: [{ id: 'r-1', status: 'delivered', payment: 'paid', created: '2026-10-01T10:00:00.000Z', total: 4500, bikeId: null }],
};

function server({ role = 'admin' }: { role?: 'admin' | 'mechanic' } = {}) {
  const fake = customersFunctions([LUIS]);
  return authServer({
    isSignedIn: true,
    workshop: { ...ACTIVE_ADMIN, role },
    functions: {
      ...fake.functions,
      mechanicsList: () => [],
      repairPhotosList: () => [],
      customersExport: ({ search }) => ({
        fileName: 'clientes-2026-11-23.csv',
        csv: `\uFEFFNombre;Teléfono\r\nLuis;${search}\r\n`,
        rows: 1,
      }),
      customersExportData: ({ id }) =>
        ({
          exportedAt: '2026-11-23T10:00:00.000Z',
          customer: LUIS.customer,
          bikes: [],
          repairs: [],
          photos: [],
          suspensions: [],
          alertsHandled: [],
          id,
        }) as TCustomersExportDataOutput,
      customersAnonymise: () => ({ anonymised: true, repairs: 1 }),
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('customer records', () => {
  it('exports the customers the search finds as the server’s CSV', async () => {
    const fake = server();
    const downloads = captureDownloads();
    const { user } = renderApp('/customers');
    await screen.findByText('Luis Gómez');
    await user.type(screen.getByRole('searchbox'), '4555');
    await waitFor(() => expect(fake.inputsTo('customersList').at(-1)).toMatchObject({ search: '4555' }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Exportado 1 cliente')).toBeInTheDocument();
    expect(fake.inputsTo('customersExport')).toEqual([{ search: '4555', language: 'es' }]);
    expect(downloads[0]!.name).toBe('clientes-2026-11-23.csv');
    expect(await downloads[0]!.blob.text()).toBe('\uFEFFNombre;Teléfono\r\nLuis;4555\r\n');
  });

  it('downloads the customer’s data as JSON', async () => {
    const fake = server();
    const downloads = captureDownloads();
    const { user } = renderApp('/customers/c-luis');
    await user.click(await screen.findByRole('button', { name: 'Descargar sus datos' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fake.inputsTo('customersExportData')).toEqual([{ id: 'c-luis' }]);
    expect(downloads[0]!.name).toBe('customer-c-luis-2026-11-23.json');
    expect(JSON.parse(await downloads[0]!.blob.text())).toMatchObject({ customer: { name: 'Luis', phone: '633 444 555' } });
  });

  // docs/roles.md: every customer's contact details, or one customer's data, are admins' and managers' to download.
  it('offers a mechanic neither the customers’ CSV nor a customer’s data', async () => {
    const fake = server({ role: 'mechanic' });
    const { user } = renderApp('/customers');
    await screen.findByText('Luis Gómez');
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Luis Gómez'));
    expect(await screen.findByRole('button', { name: 'Nueva reparación' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar sus datos' })).not.toBeInTheDocument();
    expect(fake.inputsTo('customersExport')).toEqual([]);
  });

  it('anonymises a customer with repairs only once the word is typed, instead of deleting them', async () => {
    const fake = server();
    const { user } = renderApp('/customers/c-luis');
    await user.click(await screen.findByRole('button', { name: 'Borrar datos personales' }));
    expect(screen.queryByRole('button', { name: 'Eliminar cliente' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Borrar datos personales' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Escribe BORRAR para confirmar'), 'borra');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Escribe BORRAR para confirmar'), 'r');
    await user.click(confirm);
    expect(await screen.findByText('Datos personales borrados')).toBeInTheDocument();
    expect(fake.inputsTo('customersAnonymise')).toEqual([{ id: 'c-luis' }]);
  });
});
