import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueFunctions, catalogueOf } from '@/testing/catalogue-server';
import { failure } from '@/testing/fake-server';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { CATALOGUE } from '@/testing/catalogue/factories';
import { MECHANIC, catalogueServer } from '@/testing/catalogue/server';

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const row = (title: string) => screen.getByRole('listitem', { name: title });
const rowTitles = (within_: HTMLElement = document.body) =>
  within(within_)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

async function openServices(url = '/services') {
  const view = renderApp(url);
  await screen.findByRole('tab', { name: /^Packs/ });
  return view;
}

describe('the services screen', () => {
  it('has a tab per kind with its count of active items, the packs first, in position order', async () => {
    catalogueServer();
    await openServices();
    expect(screen.getByRole('heading', { name: 'Servicios', level: 1 })).toBeInTheDocument();
    expect(tab(/^Packs 2$/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Mantenimientos 4$/)).toBeInTheDocument();
    expect(tab(/^Suspensiones 1$/)).toBeInTheDocument();
    expect(tab(/^Stock 3 2 bajo mínimo$/)).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Puesta a punto básica', 'Puesta a punto completa']);
    expect(within(row('Puesta a punto básica')).getByText('35,00 €')).toBeInTheDocument();
    expect(within(row('Puesta a punto básica')).getByText('Incluye: Cambio de cadena')).toBeInTheDocument();
    expect(within(row('Puesta a punto básica')).getByText('Carretera')).toBeInTheDocument();
    expect(within(row('Puesta a punto completa')).getByText('2 h')).toBeInTheDocument();
  });

  it('shows maintenances under their group, in position order', async () => {
    catalogueServer();
    const { user } = await openServices();
    await user.click(tab(/^Mantenimientos/));
    const groups = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Frenos · 2', 'Transmisión · 1', 'Sin grupo · 1']);
    expect(rowTitles(screen.getByRole('region', { name: 'Frenos' }))).toEqual(['Purgado de frenos', 'Cambio de pastillas']);
    expect(rowTitles(screen.getByRole('region', { name: 'Transmisión' }))).toEqual(['Cambio de cadena']);
    expect(screen.queryByRole('listitem', { name: 'Engrase antiguo' })).not.toBeInTheDocument();
  });

  it('shows a maintenance with a price range as "desde" its lowest price, "a partir de" in Portuguese', async () => {
    catalogueServer();
    const { user } = await openServices('/services?kind=maintenances');
    expect(within(row('Centrado de rueda')).getByTestId('service-price')).toHaveTextContent('desde 25,00 €');
    expect(within(row('Purgado de frenos')).getByTestId('service-price')).toHaveTextContent('24,00 €');
    await act(() => setLanguage('pt'));
    expect(within(row('Centrado de rueda')).getByTestId('service-price')).toHaveTextContent('a partir de 25,00 €');
    await user.click(tab(/^Manutenções/));
    expect(screen.getByRole('heading', { name: 'Sem grupo · 1' })).toBeInTheDocument();
  });

  it('marks the stock under its minimum and below zero', async () => {
    catalogueServer();
    await openServices('/services?kind=stockItems');
    const camara = row('Cámara 29"');
    expect(within(camara).getByText('Bajo mínimo')).toBeInTheDocument();
    expect(within(camara).getByText('2 en stock · mínimo 5')).toBeInTheDocument();
    expect(within(camara).getByText('Ref. CAM-29')).toBeInTheDocument();
    expect(within(camara).getByText('Coste 3,50 €')).toBeInTheDocument();
    expect(within(row('Cubierta gravel')).getByText('Stock negativo')).toBeInTheDocument();
    expect(within(row('Pastillas orgánicas')).queryByText('Bajo mínimo')).not.toBeInTheDocument();
    expect(within(row('Pastillas orgánicas')).queryByText('Stock negativo')).not.toBeInTheDocument();
  });

  it('searches as one types, in every tab at once, by title, group or reference, accents aside', async () => {
    catalogueServer();
    const { user } = await openServices();
    const search = screen.getByRole('searchbox', { name: 'Buscar en el catálogo' });
    await user.type(search, 'pastillas');
    expect(tab(/^Packs 0$/)).toBeInTheDocument();
    expect(tab(/^Mantenimientos 1$/)).toBeInTheDocument();
    expect(tab(/^Stock 1/)).toBeInTheDocument();
    expect(screen.getByText('Nada coincide con la búsqueda')).toBeInTheDocument();
    await user.click(tab(/^Mantenimientos/));
    expect(rowTitles()).toEqual(['Cambio de pastillas']);
    await user.clear(search);
    await user.type(search, 'transmision');
    expect(rowTitles()).toEqual(['Cambio de cadena']);
    await user.clear(search);
    await user.type(search, '8412345678905');
    await user.click(tab(/^Stock/));
    expect(rowTitles()).toEqual(['Pastillas orgánicas']);
  });

  it('lets a mechanic read the catalogue without any control to change it', async () => {
    catalogueServer({ workshop: MECHANIC });
    await openServices('/services?kind=maintenances');
    expect(screen.getByText('Tu rol puede consultar el catálogo, pero no cambiarlo')).toBeInTheDocument();
    expect(rowTitles()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Nuevo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Editar|Archivar|Mover|Recuperar) / })).not.toBeInTheDocument();
  });

  it('offers the starter catalogue, in the current language, when the catalogue is empty', async () => {
    await setLanguage('pt');
    const server = catalogueServer({ catalogue: catalogueOf(), starter: CATALOGUE });
    const { user } = renderApp('/services');
    expect(await screen.findByText('O seu catálogo está vazio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Começar com um catálogo típico' }));
    expect(await screen.findByRole('listitem', { name: 'Puesta a punto básica' })).toBeInTheDocument();
    expect(server.inputsTo('servicesAddStarter')).toEqual([{ language: 'pt' }]);
    expect(await screen.findByText('Catálogo inicial adicionado: ajuste-o à sua oficina')).toBeInTheDocument();
  });

  it('does not offer a mechanic the starter catalogue', async () => {
    catalogueServer({ catalogue: catalogueOf(), workshop: MECHANIC });
    renderApp('/services');
    expect(await screen.findByText(/Todavía no hay servicios/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empezar con un catálogo típico' })).not.toBeInTheDocument();
  });

  it('explains how to add a kind that has no items yet', async () => {
    catalogueServer({ catalogue: catalogueOf({ packs: [{ id: 'p', title: 'Pack', price: 100 }] }) });
    const { user } = await openServices();
    await user.click(tab(/^Suspensiones 0/));
    expect(screen.getByText('Aún no hay suspensiones')).toBeInTheDocument();
    expect(screen.getByText(/Añade el primero con «Nueva suspensión»/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Nueva suspensión' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Nueva suspensión' })).toBeInTheDocument();
  });

  it('offers to try again when the catalogue cannot be loaded', async () => {
    let fails = true;
    const answer = catalogueFunctions(CATALOGUE).functions.servicesList!;
    catalogueServer({ functions: { servicesList: (input, request) => (fails ? failure('unavailable') : answer(input, request)) } });
    const { user } = renderApp('/services');
    expect(await screen.findByText('No se ha podido cargar el catálogo')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Packs 2/ })).toBeInTheDocument());
  });
});
