// A screen as a chunk of its own (docs/product.md §26.2): a route downloads its screen, not its feature's other screens
// with it (the sales screens, the customers'). The screen's route waits for it behind a loader; scripts/budgets.mjs
// counts each route with its screen.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

/** The named export `name` of the module `load` gives, drawn once its chunk is there, a loader meanwhile. */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  // React.lazy of a named export (lib/lazy-named.ts does the same for components drawn inside a Suspense of their own).
  const Screen = lazy<ComponentType<Props>>(async () => ({ default: (await load())[name] }));
  return function LazyScreen(props: Props) {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <Screen {...props} />
      </Suspense>
    );
  };
}
