// Decision 041: the fast intake's code, reached through this module, which imports nothing statically. An import from a
// chunk carries the list of every file its target needs (Vite's preload list, about 1 KB compressed for the intake's
// thirty): here, it is fetched when the intake's code is first asked for, out of the first load of the screens that
// offer it.
export const loadFastIntakeModule = () => import('./fast-intake');
