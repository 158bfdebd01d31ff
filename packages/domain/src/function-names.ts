// docs/product.md §29: which map a function's name belongs to, known from the name alone, so that the web app picks
// the schemas to load without loading them (decision 065). A module with no imports: the sign-in page's bundle takes
// this and nothing of the maps. functions.ts checks, when compiled, that every sales function's name has the prefix
// and that no other function's has it.

/** A sales function's name: `sales…` or `till…`. */
export type SalesPrefixed = `sales${string}` | `till${string}`;

/** Whether `name` is one of the sales functions' (the charging screens', docs/product.md §29). */
export function isSalesFunctionName(name: string): name is SalesPrefixed {
  return name.startsWith('sales') || name.startsWith('till');
}
