// docs/product.md §29.8: a Portuguese workshop's admin enters each series' AT validation code, checked as typed and by
// the server; each series says whether it has one; a series that numbered with its code keeps it; a Spanish workshop
// is asked nothing of the kind, and a manager reads the codes without changing them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { SERIES, SETTINGS_ES, SETTINGS_PT, seriesOf } from '@/testing/sales/factories';
import { updateSeries } from '@/testing/sales/series';
import { MANAGER, salesServer } from '@/testing/sales/server';

function portugueseServer(series = SERIES, numbered: string[] = []) {
  const server = salesServer({
    settings: SETTINGS_PT,
    series,
    functions: { salesSeriesUpdate: (input) => updateSeries(server.salesState, input, numbered) },
  });
  return server;
}

const rowOf = async (code: string, tableName = 'Series') => {
  const table = await screen.findByRole('table', { name: tableName });
  return within(
    within(table)
      .getAllByRole('row')
      .find((row) => row.querySelector('td')?.textContent === code)!,
  );
};

describe('the series’ AT validation codes (docs/product.md §29.8)', () => {
  it('says which series lack a code, and saves one an admin types, refusing a short one', async () => {
    const server = portugueseServer();
    const { user } = renderApp('/sales/settings');
    const row = await rowOf('T');
    expect(row.getByText('Sin código de validación')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Añadir el código de validación de la serie T' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Código de validación de la serie T' }));
    const input = dialog.getByRole('textbox', { name: 'Código de validación' });
    await user.type(input, 'ab12');
    expect(input).toHaveValue('AB12');
    await user.click(dialog.getByRole('button', { name: 'Guardar el código' }));
    expect(input).toHaveAccessibleDescription(/El código tiene al menos ocho letras mayúsculas y cifras/);
    expect(server.inputsTo('salesSeriesUpdate')).toEqual([]);

    await user.type(input, 'cd34ef');
    await user.click(dialog.getByRole('button', { name: 'Guardar el código' }));
    expect(await (await rowOf('T')).findByText('AB12CD34EF')).toBeInTheDocument();
    expect(server.inputsTo('salesSeriesUpdate')).toEqual([{ id: 'series-T', validationCode: 'AB12CD34EF' }]);
    expect((await rowOf('T')).getByText('Comunicada a la AT')).toBeInTheDocument();
    expect((await rowOf('F')).getByText('Sin código de validación')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('says the server’s refusal: a series that numbered keeps its code', async () => {
    portugueseServer([seriesOf('T', 'simplified', { validationCode: 'AAAA1111' })], ['series-T']);
    const { user } = renderApp('/sales/settings');
    const row = await rowOf('T');
    expect(row.getByText('AAAA1111')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Cambiar el código de validación de la serie T' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Código de validación' }), 'BBBB2222');
    await user.click(dialog.getByRole('button', { name: 'Guardar el código' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Esta serie ya numeró documentos con su código: el código se mantiene.');
    expect((await rowOf('T')).getByText('AAAA1111')).toBeInTheDocument();
  });

  it('asks a Spanish workshop nothing of the kind', async () => {
    salesServer({ settings: SETTINGS_ES, series: SERIES });
    renderApp('/sales/settings');
    await rowOf('T');
    expect(screen.queryByText('Sin código de validación')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Código de validación (AT)' })).not.toBeInTheDocument();
  });

  it('shows a manager the codes without a way to change them', async () => {
    salesServer({ workshop: MANAGER, settings: SETTINGS_PT, series: SERIES });
    renderApp('/sales/settings');
    expect((await rowOf('T')).getByText('Sin código de validación')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /código de validación de la serie/ })).not.toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    portugueseServer([seriesOf('T', 'simplified'), seriesOf('F', 'full', { validationCode: 'CCCC3333' })]);
    renderApp('/sales/settings');
    expect((await rowOf('T', 'Séries')).getByText('Sem código de validação')).toBeInTheDocument();
    expect((await rowOf('T', 'Séries')).getByRole('button', { name: 'Indicar o código de validação da série T' })).toBeInTheDocument();
    expect((await rowOf('F', 'Séries')).getByText('Comunicada à AT')).toBeInTheDocument();
  });
});
