// Every URL the web app knows: its own routes, the server's API and the development pages.

/** Query parameters of the auth pages (SPEC.md §2; the reset link's names follow the original provider). */
export const AUTH_QUERY = {
  redirect: 'redirect',
  mode: 'mode',
  oobCode: 'oobCode',
} as const;
export const RESET_PASSWORD_MODE = 'resetPassword';

function withRedirect(path: string, redirectTo: string | null | undefined): string {
  return redirectTo ? `${path}?${new URLSearchParams({ [AUTH_QUERY.redirect]: redirectTo }).toString()}` : path;
}

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  auth: {
    login: {
      path: '/auth/login',
      getHref: (redirectTo?: string | null) => withRedirect('/auth/login', redirectTo),
    },
    register: {
      path: '/auth/register',
      getHref: (redirectTo?: string | null) => withRedirect('/auth/register', redirectTo),
    },
  },
  app: {
    repairs: {
      path: '/repairs',
      getHref: () => '/repairs',
    },
  },
} as const;

/** The server's endpoints (same origin; the Vite dev server proxies `/api` and `/dev`). */
export const apiPaths = {
  config: '/api/config',
  auth: {
    signUp: '/api/auth/sign-up/email',
    signIn: '/api/auth/sign-in/email',
    signOut: '/api/auth/sign-out',
    getSession: '/api/auth/get-session',
    token: '/api/auth/token',
    resetPassword: '/api/auth/reset-password',
  },
  functions: (name: string) => `/api/functions/${encodeURIComponent(name)}`,
} as const;

export const devPaths = {
  mailbox: '/dev/mailbox',
} as const;
