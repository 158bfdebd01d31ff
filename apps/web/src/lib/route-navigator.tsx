// What a screen drawn both inside and outside the router needs of the address: its query, a way to go elsewhere and
// a link. The sign-in page is drawn without React Router until the user leaves it (decision 068's addendum): its
// screens read these through this context, which the router's root layout (app/router.tsx) fills with React
// Router's own hooks and the sign-in frame (features/navigation) with the browser's history. This module imports
// no router, so the sign-in page's code does not bring it.
import { createContext, use, type ComponentPropsWithRef, type ComponentType } from 'react';

/** A link to a page of the app: an `<a>` whose `to` is the address, query included. */
export interface RouteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
}

export interface RouteNavigator {
  /** The current address's query. */
  searchParams: URLSearchParams;
  /** Goes to `to` (a path, query included), replacing the current entry of the history when asked. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** How a link is drawn and followed. */
  Link: ComponentType<RouteLinkProps>;
}

/** Filled by the router's root layout, or by the sign-in frame. */
export const RouteNavigatorContext = createContext<RouteNavigator | null>(null);

/** The navigator of the screen being drawn; throws outside the router and the sign-in frame. */
export function useRouteNavigator(): RouteNavigator {
  const navigator = use(RouteNavigatorContext);
  if (!navigator) throw new Error('useRouteNavigator must be used inside the router or the sign-in frame');
  return navigator;
}

/** A link to a page of the app, followed by whichever navigator draws the screen. */
export function RouteLink(props: RouteLinkProps) {
  const { Link } = useRouteNavigator();
  return <Link {...props} />;
}
