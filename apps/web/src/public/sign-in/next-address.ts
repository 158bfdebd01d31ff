// Where a signed-in visitor of the sign-in page goes (docs/product.md §2): the navigation guard's own decision for
// the page (the domain's decideNavigation), so the `redirect` parameter is followed only when it is an address of
// this app (safeRedirectTarget), else /repairs. The server asks the same before rendering the page.
import { decideNavigation, ROUTES } from '@rueda/domain';

/** The address after signing in, from the sign-in page's query string (`?redirect=…`). */
export function addressAfterSignIn(search: string): string {
  const query = search.startsWith('?') ? search : `?${search}`;
  const decision = decideNavigation({
    url: `${ROUTES.login}${query}`,
    auth: 'signed-in',
    claims: null,
    account: null,
    onboardingJustCompleted: false,
  });
  return decision.kind === 'redirect' ? decision.to : ROUTES.repairs;
}

/** The registration page's address, carrying the same `redirect` (config/paths.ts's paths.auth.register). */
export function registerAddress(redirect: string | null): string {
  return redirect ? `${ROUTES.register}?${new URLSearchParams({ redirect }).toString()}` : ROUTES.register;
}
