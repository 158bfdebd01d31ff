// A lazily loaded part of a screen whose code cannot come says so, with "Recargar", and the rest of the screen stays.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';
import { renderComponent } from '@/testing/render';
import { LazyPart } from './lazy-part';

const Arrives = lazyNamed(async () => ({ Panel: () => <p>Cobros</p> }), 'Panel');

describe('a lazily loaded part of a screen', () => {
  it('is drawn once its code arrives', async () => {
    renderComponent(
      <LazyPart>
        <Arrives />
      </LazyPart>,
    );
    expect(await screen.findByText('Cobros')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Esta parte de la página no se ha podido cargar', 'Recargar'],
    ['pt', 'Não foi possível carregar esta parte da página', 'Recarregar'],
  ] as const)('%s: says so when its code cannot come, and the rest of the screen stays', async (language, title, reload) => {
    await setLanguage(language);
    // React reports the error its boundary caught: expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = () => Promise.reject<{ Panel: () => null }>(new TypeError('Failed to fetch dynamically imported module'));
    const NeverArrives = lazyNamed(failing, 'Panel');
    renderComponent(
      <div>
        <h1>Reparación</h1>
        <LazyPart>
          <NeverArrives />
        </LazyPart>
      </div>,
    );
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reload })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reparación' })).toBeInTheDocument();
    reported.mockRestore();
  });
});
