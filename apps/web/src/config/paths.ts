// Every URL the web app knows: its own routes, the server's API and the development pages.
import { EVENTS_PATH, ROUTES } from '@rueda/domain';

/** The bike tag page's query that opens the print dialog at once. */
export const TAG_PRINT_QUERY = 'print';

/** Query parameters of the auth pages (docs/product.md §2; the reset link's names follow the original provider). */
export const AUTH_QUERY = {
  redirect: 'redirect',
  mode: 'mode',
  oobCode: 'oobCode',
} as const;
export const RESET_PASSWORD_MODE = 'resetPassword';

/** The charge screen's query: the repair it charges (docs/product.md §29.4). */
export const SALES_NEW_QUERY = { repairId: 'repairId' } as const;

function withRedirect(path: string, redirectTo: string | null | undefined): string {
  return redirectTo ? `${path}?${new URLSearchParams({ [AUTH_QUERY.redirect]: redirectTo }).toString()}` : path;
}

/** A route with a fixed URL: its router pattern and its link. */
function fixed(path: string) {
  return { path, getHref: () => path } as const;
}

// docs/product.md §2. The URLs come from the domain's ROUTES, which the navigation guard decides with.
export const paths = {
  home: fixed(ROUTES.index),
  auth: {
    login: {
      path: ROUTES.login,
      getHref: (redirectTo?: string | null) => withRedirect(ROUTES.login, redirectTo),
    },
    register: {
      path: ROUTES.register,
      getHref: (redirectTo?: string | null) => withRedirect(ROUTES.register, redirectTo),
    },
    /** An invitation's link (docs/product.md §17.1); the token follows `#`. */
    join: fixed(ROUTES.join),
  },
  account: {
    onboarding: fixed(ROUTES.onboarding),
  },
  app: {
    dashboard: fixed(ROUTES.dashboard),
    repairs: fixed(ROUTES.repairs),
    repair: { path: '/repairs/:id', getHref: (id: string) => ROUTES.repair(id) },
    repairTag: {
      path: '/repairs/:id/tag',
      getHref: (id: string) => ROUTES.repairTag(id),
      /** The tag page opening the print dialog as soon as the QR code is drawn (one click from the repair). */
      getPrintHref: (id: string) => `${ROUTES.repairTag(id)}?${TAG_PRINT_QUERY}=1`,
    },
    legacyRepair: { path: '/legacy-repairs/:id', getHref: (id: string) => ROUTES.legacyRepair(id) },
    profile: fixed(ROUTES.profile),
    customers: fixed(ROUTES.customers),
    customer: { path: '/customers/:uid', getHref: (uid: string) => ROUTES.customer(uid) },
    bike: { path: '/customers/:uid/bikes/:bikeId', getHref: (uid: string, bikeId: string) => ROUTES.bike(uid, bikeId) },
    booking: fixed(ROUTES.booking),
    services: fixed(ROUTES.services),
    /** docs/product.md §32.4: stock moves between the chain's shops. */
    transfers: fixed(ROUTES.transfers),
    /** docs/product.md §31.2: the Pedidos view. */
    parts: fixed(ROUTES.parts),
    /** docs/product.md §32.2: the chain's view. */
    chain: fixed(ROUTES.chain),
    subscription: fixed(ROUTES.subscription),
    subscriptionSuccess: fixed(ROUTES.subscriptionSuccess),
    subscriptionCancel: fixed(ROUTES.subscriptionCancel),
    subscriptionExpired: fixed(ROUTES.subscriptionExpired),
    invoice: { path: '/invoices/:invoiceId', getHref: (invoiceId: string) => ROUTES.invoice(invoiceId) },
    /** docs/product.md §29: the sales documents, the charge screen, the tax settings and one document. */
    sales: fixed(ROUTES.sales),
    salesNew: {
      path: ROUTES.salesNew,
      /** A repair's charge screen, or a counter sale's without one. */
      getHref: (repairId?: string | null) =>
        repairId ? `${ROUTES.salesNew}?${new URLSearchParams({ [SALES_NEW_QUERY.repairId]: repairId }).toString()}` : ROUTES.salesNew,
    },
    salesSettings: fixed(ROUTES.salesSettings),
    salesTill: fixed(ROUTES.salesTill),
    salesDocument: { path: '/sales/:id', getHref: (id: string) => ROUTES.salesDocument(id) },
  },
  law: {
    cookiesPolicy: fixed(ROUTES.cookiesPolicy),
    legalAdvice: fixed(ROUTES.legalAdvice),
    privacyPolicy: fixed(ROUTES.privacyPolicy),
  },
} as const;

/** The server's endpoints (same origin; the Vite dev server proxies `/api` and `/dev`). */
export const apiPaths = {
  config: '/api/config',
  /** 200 while the server and its database answer, 503 when the database does not (docs/product.md §24.6). */
  health: '/api/health',
  auth: {
    signUp: '/api/auth/sign-up/email',
    signIn: '/api/auth/sign-in/email',
    signOut: '/api/auth/sign-out',
    getSession: '/api/auth/get-session',
    token: '/api/auth/token',
    resetPassword: '/api/auth/reset-password',
  },
  functions: (name: string) => `/api/functions/${encodeURIComponent(name)}`,
  /** The notifications document, live (server-sent events, docs/product.md §19.1). */
  events: EVENTS_PATH,
} as const;

export const devPaths = {
  mailbox: '/dev/mailbox',
} as const;
