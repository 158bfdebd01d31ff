// React.lazy of a module's named export: `lazy` itself takes a default export only, and Rueda's modules export
// their components by name (docs/style.md §1). The component's chunk loads the first time it is drawn.
import { lazy, type LazyExoticComponent } from 'react';

/** What `lazy` accepts as a component (React's `ComponentType<any>`). */
type Lazyable = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer Component }> ? Component : never;

export function lazyNamed<Module extends Record<Name, Lazyable>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
