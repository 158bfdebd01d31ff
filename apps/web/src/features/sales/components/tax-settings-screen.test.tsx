// docs/product.md §29.1, §29.3: the tax settings screen, an admin's; read by a manager; not a mechanic's.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { SERIES, SETTINGS_ES, TAX_IDS } from '@/testing/sales/factories';
import { MANAGER, MECHANIC, salesServer } from '@/testing/sales/server';

const form = () => screen.findByRole('form', { name: 'Datos fiscales del taller' });
/** An option's text with Intl's non-breaking spaces as plain ones. */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent?.replace(/\s/g, ' '));
/** Mantine names a field's error in its description (aria-describedby), with its hint. */
const errorOf = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('the tax settings screen (docs/product.md §29.1)', () => {
  it('starts an admin from the workshop’s profile, keeps the region and rate to the country’s, and saves', async () => {
    const server = salesServer();
    const { user } = renderApp('/sales/settings');
    expect(await screen.findByRole('heading', { name: 'Datos fiscales', level: 1 })).toBeInTheDocument();
    const settings = within(await form());
    expect(screen.getByText('Aún no has configurado los datos fiscales')).toBeInTheDocument();
    // What the profile already says (testing/auth-server's workshop).
    expect(settings.getByRole('textbox', { name: 'Razón social' })).toHaveValue('Taller Ana');
    expect(settings.getByRole('textbox', { name: 'Dirección fiscal' })).toHaveValue('Rua das Flores 5, Lisboa');
    expect(settings.getByRole('combobox', { name: 'País' })).toHaveValue('ES');
    const rate = settings.getByRole('combobox', { name: /^Tipo de IVA por defecto/ });
    expect(optionsOf(rate)).toEqual(['21 % (general)', '10 % (reducido)', '4 % (superreducido)', '0 % (cero)']);

    // Portugal: its three regions, and only the region's rates.
    await user.selectOptions(settings.getByRole('combobox', { name: 'País' }), 'PT');
    const region = settings.getByRole('combobox', { name: /^Territorio del IVA/ });
    expect(optionsOf(region)).toEqual(['Portugal continental', 'Azores', 'Madeira']);
    expect(rate).toHaveValue('2300');
    await user.selectOptions(region, 'PT-AC');
    expect(optionsOf(rate)).toEqual(['16 % (normal)', '9 % (intermedio)', '4 % (reducido)', '0 % (exento)']);
    expect(rate).toHaveValue('1600');
    await user.selectOptions(rate, '400');
    expect(settings.getByRole('textbox', { name: 'Distrito' })).toBeInTheDocument();

    // The tax id, checked as it is typed with the domain's rule, in the reader's language.
    const taxId = settings.getByRole('textbox', { name: 'NIF' });
    await user.clear(taxId);
    await user.type(taxId, '501964844');
    expect(taxId).toHaveAccessibleDescription(errorOf('El dígito de control no coincide: revisa el número.'));
    await user.clear(taxId);
    await user.type(taxId, '801964843');
    expect(taxId).toHaveAccessibleDescription(errorOf('Ningún NIF portugués empieza por estas cifras.'));
    await user.clear(taxId);
    await user.type(taxId, `PT ${TAX_IDS.nif}`);
    expect(taxId).not.toHaveAttribute('aria-invalid', 'true');
    expect(taxId).toHaveAccessibleDescription('NIF comprobado');

    await user.type(settings.getByRole('textbox', { name: 'Código postal' }), '9500-150');
    await user.type(settings.getByRole('textbox', { name: 'Población' }), 'Ponta Delgada');
    await user.click(settings.getByRole('button', { name: 'Guardar los datos fiscales' }));
    expect(await screen.findByText('Datos fiscales guardados')).toBeInTheDocument();
    expect(server.inputsTo('salesTaxSettingsUpdate')).toEqual([
      {
        country: 'PT',
        region: 'PT-AC',
        legalName: 'Taller Ana',
        taxId: `PT ${TAX_IDS.nif}`,
        street: 'Rua das Flores 5, Lisboa',
        postalCode: '9500-150',
        town: 'Ponta Delgada',
        province: '',
        simplifiedLimitCents: 40_000,
        defaultRateBp: 400,
      },
    ]);
    // The tax id as the server keeps it, and the series made the first time (docs/product.md §29.3).
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Datos fiscales del taller' })).getByRole('textbox', { name: 'NIF' })).toHaveValue(
        TAX_IDS.nif,
      ),
    );
    const series = within(screen.getByRole('table', { name: 'Series' }));
    expect(
      series
        .getAllByRole('row')
        .map((row) => row.querySelector('td')?.textContent)
        .filter(Boolean),
    ).toEqual(['F', 'R', 'T']);
    expect(screen.queryByText('Aún no has configurado los datos fiscales')).not.toBeInTheDocument();
  }, 30_000);

  it('refuses to send what is missing or wrong, and shows the server’s refusal on its field', async () => {
    const server = salesServer({
      settings: SETTINGS_ES,
      series: SERIES,
      functions: {
        salesTaxSettingsUpdate: () =>
          failure('invalid-argument', { details: { fields: [{ field: 'defaultRateBp', message: 'Not a VAT rate of ES.' }] } }),
      },
    });
    const { user } = renderApp('/sales/settings');
    const settings = within(await form());
    const town = settings.getByRole('textbox', { name: 'Población' });
    await user.clear(town);
    const taxId = settings.getByRole('textbox', { name: 'NIF' });
    await user.clear(taxId);
    await user.type(taxId, 'B1234567');
    await user.tab();
    expect(taxId).toHaveAccessibleDescription(/No es un NIF válido: un NIF tiene 8 cifras y una letra/);
    await user.click(settings.getByRole('button', { name: 'Guardar los datos fiscales' }));
    expect(town).toHaveAccessibleDescription(errorOf('Este campo es obligatorio'));
    expect(server.inputsTo('salesTaxSettingsUpdate')).toEqual([]);

    await user.type(taxId, '4');
    await user.type(town, 'Alcalá de Henares');
    await user.click(settings.getByRole('button', { name: 'Guardar los datos fiscales' }));
    expect(await screen.findByText('No se han podido guardar los datos fiscales. Revisa los campos marcados.')).toBeInTheDocument();
    expect(settings.getByRole('combobox', { name: /^Tipo de IVA por defecto/ })).toHaveAccessibleDescription(
      errorOf('Este tipo de IVA no existe en el territorio elegido.'),
    );
    expect(server.inputsTo('salesTaxSettingsUpdate')).toHaveLength(1);
  }, 30_000);

  it('shows a manager the settings and series without a way to change them', async () => {
    salesServer({ workshop: MANAGER, settings: SETTINGS_ES, series: SERIES });
    renderApp('/sales/settings');
    const settings = within(await form());
    expect(settings.getByRole('textbox', { name: 'Razón social' })).toHaveValue('Taller Ana, S.L.');
    expect(settings.getByRole('textbox', { name: 'Razón social' })).toBeDisabled();
    expect(settings.getByRole('combobox', { name: 'País' })).toBeDisabled();
    expect(settings.queryByRole('button', { name: 'Guardar los datos fiscales' })).not.toBeInTheDocument();
    expect(screen.getByText('Solo un administrador del taller puede cambiar los datos fiscales.')).toBeInTheDocument();
    const series = within(screen.getByRole('table', { name: 'Series' }));
    expect(series.getByRole('row', { name: /^T Facturas simplificadas Por año/ })).toBeInTheDocument();
  });

  it('is not a mechanic’s, and asks the server nothing', async () => {
    const server = salesServer({ workshop: MECHANIC, settings: SETTINGS_ES });
    renderApp('/sales/settings');
    expect(await screen.findByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
    expect(server.inputsTo('salesTaxSettingsGet')).toEqual([]);
  });

  it('says so when the settings cannot be read, and tries again', async () => {
    let isDown = true;
    salesServer({
      settings: SETTINGS_ES,
      functions: { salesTaxSettingsGet: () => (isDown ? failure('unavailable') : { settings: SETTINGS_ES, series: SERIES }) },
    });
    const { user } = renderApp('/sales/settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han podido cargar los datos fiscales');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await form()).toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    salesServer();
    const { user } = renderApp('/sales/settings');
    const settings = within(await screen.findByRole('form', { name: 'Dados fiscais da oficina' }));
    // A first time in Portuguese starts from Portugal.
    expect(settings.getByRole('combobox', { name: 'País' })).toHaveValue('PT');
    const taxId = settings.getByRole('textbox', { name: 'NIF' });
    await user.clear(taxId);
    await user.type(taxId, '501964844');
    expect(taxId).toHaveAccessibleDescription(errorOf('O dígito de controlo não confere: verifique o número.'));
    expect(screen.getByText('As séries são criadas ao guardar os dados fiscais pela primeira vez.')).toBeInTheDocument();
  });
});
