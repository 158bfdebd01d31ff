import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

describe('lazyNamed', () => {
  it('draws the named export, with its props, once its module has loaded; the fallback until then', async () => {
    let loaded!: (module: { Greeting: (props: { who: string }) => React.ReactNode }) => void;
    const Lazy = lazyNamed(
      () => new Promise<{ Greeting: (props: { who: string }) => React.ReactNode }>((resolve) => (loaded = resolve)),
      'Greeting',
    );
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Lazy who="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    loaded({ Greeting: ({ who }) => <p>Hola, {who}</p> });
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });
});
