import type { TRepair } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { authServer } from '@/testing/auth-server';
import { renderComponent } from '@/testing/render';
import { suspensionsFake, unitOf } from '@/testing/suspensions/fake';
import { BikeSuspensions } from './bike-suspensions';
import { RepairSuspensionServices } from './repair-suspension-services';

const repairWithFork = {
  id: 'r-1',
  form: { suspensions: [{ id: 's-fork', title: 'Mantenimiento de horquilla', price: 6000, quantity: 1 }] },
} as Pick<TRepair, 'id' | 'form'>;

describe('BikeSuspensions (docs/product.md §13)', () => {
  it('shows a fork due by the hours the customer reported, its next dates, and registers a shock with the default intervals', async () => {
    const fake = suspensionsFake([unitOf({ reportedHours: 60, reportedAt: '2026-11-01T12:00:00.000Z' })]);
    const server = authServer({ isSignedIn: true, functions: fake.functions });
    const { user } = renderComponent(<BikeSuspensions bike={{ id: 'b-1' }} />, { providers: 'app' });
    const fork = await screen.findByRole('article', { name: 'Horquilla Fox 36 Factory' });
    expect(within(fork).getAllByText('Toca mantenimiento').length).toBeGreaterThan(0);
    expect(within(fork).getByTestId('next-lowerLeg')).toHaveTextContent('quedan 0 horas');
    expect(within(fork).getByTestId('next-full')).toHaveTextContent('quedan 65 horas');
    expect(within(fork).getByText(/60 h de uso según el cliente/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar el amortiguador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar Amortiguador' });
    expect(within(dialog).getByLabelText('Horas (Mantenimiento completo)')).toHaveValue('125');
    // A shock's lighter service is its air can's: the fork's lowers ("botellas") are no part of it.
    expect(within(dialog).getByLabelText('Meses (Mantenimiento de la cámara de aire)')).toHaveValue('12');
    expect(within(dialog).queryByText(/botellas/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Indica la marca.')).toBeInTheDocument();
    await user.type(
      within(dialog)
        .getAllByLabelText(/^Marca/)
        .find((element) => element.tagName === 'INPUT')!,
      'rockshox',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.inputsTo('suspensionsCreate')).toHaveLength(1));
    expect(server.inputsTo('suspensionsCreate')[0]).toMatchObject({
      bikeId: 'b-1',
      position: 'shock',
      brand: { value: 'rockshox', label: 'RockShox' },
      intervals: { lowerLeg: { hours: 50, months: 12 }, full: { hours: 125, months: 24 } },
    });
    expect(await screen.findByRole('article', { name: 'Amortiguador RockShox' })).toBeInTheDocument();
  });

  it('names a shock’s services as a shock’s in Portuguese, the fork’s lowers ("bainhas") as the fork’s', async () => {
    await i18n.changeLanguage('pt');
    const shock = unitOf({ id: 'u-shock', position: 'shock', brand: { value: 'rockshox', label: 'RockShox' }, model: 'Super Deluxe' });
    authServer({ isSignedIn: true, functions: suspensionsFake([unitOf(), shock]).functions });
    renderComponent(<BikeSuspensions bike={{ id: 'b-1' }} />, { providers: 'app' });
    const shockCard = await screen.findByRole('article', { name: 'Amortecedor RockShox Super Deluxe' });
    expect(within(shockCard).getByTestId('next-lowerLeg')).toHaveTextContent('Próxima manutenção da câmara de ar:');
    expect(shockCard.textContent).not.toMatch(/bainhas/);
    const forkCard = screen.getByRole('article', { name: 'Forqueta Fox 36 Factory' });
    expect(within(forkCard).getByTestId('next-lowerLeg')).toHaveTextContent('Próxima manutenção das bainhas:');
  });

  it('offers to register a fork and a shock on a bike without units', async () => {
    authServer({ isSignedIn: true, functions: suspensionsFake([]).functions });
    renderComponent(<BikeSuspensions bike={{ id: 'b-1' }} />, { providers: 'app' });
    expect(await screen.findByText('Esta bici no tiene horquilla ni amortiguador registrados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar la horquilla' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar el amortiguador' })).toBeInTheDocument();
  });
});

describe('RepairSuspensionServices', () => {
  it('records the repair’s fork line as a full service on the fork, and undoes it', async () => {
    const fake = suspensionsFake([unitOf()]);
    const server = authServer({ isSignedIn: true, functions: fake.functions });
    const { user } = renderComponent(<RepairSuspensionServices repair={repairWithFork} />, { providers: 'app' });
    await user.click(await screen.findByRole('button', { name: 'Registrar en la horquilla' }));
    await waitFor(() => expect(server.inputsTo('suspensionServicesRecord')).toHaveLength(1));
    expect(server.inputsTo('suspensionServicesRecord')[0]).toEqual({
      repairId: 'r-1',
      unitId: 'u-fork',
      serviceLineId: 's-fork',
      kind: 'full',
    });
    expect(await screen.findByText(/Registrado en Horquilla: Mantenimiento completo/)).toBeInTheDocument();
    // The fork's next services count from the one just recorded (a full service resets the lower-leg one too).
    await waitFor(() => expect(screen.getByTestId('repair-unit-fork')).toHaveTextContent('23/11/2028'));
    expect(screen.getByTestId('repair-unit-fork')).toHaveTextContent('23/11/2027');
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(server.inputsTo('suspensionServicesDelete')).toEqual([{ id: 's-1' }]));
    expect(await screen.findByRole('button', { name: 'Registrar en la horquilla' })).toBeInTheDocument();
  });

  it('offers to register the fork when the repair’s bike has none, and shows nothing without suspension lines', async () => {
    authServer({ isSignedIn: true, functions: suspensionsFake([]).functions });
    const { unmount } = renderComponent(<RepairSuspensionServices repair={repairWithFork} />, { providers: 'app' });
    expect(await screen.findByText(/La bici no tiene horquilla ni amortiguador registrados/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar la horquilla' })).toBeInTheDocument();
    unmount();
    renderComponent(<RepairSuspensionServices repair={{ id: 'r-2', form: { ...repairWithFork.form, suspensions: [] } }} />, {
      providers: 'app',
    });
    expect(screen.queryByText('Suspensiones de la bici')).not.toBeInTheDocument();
  });
});
