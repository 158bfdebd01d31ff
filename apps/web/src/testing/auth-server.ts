// A fake server with accounts, sessions and tokens, enough for the auth screens' journeys; and the
// account functions the navigation guard reads (accountGet), onboarding and the plans.
import { DEFAULT_PLAN, EMPTY_NOTIFICATIONS, type TAccount, type TWorkshopClaim } from '@rueda/domain';
import { BROWSER_TIME_ZONE } from '@/lib/workshop-zone';
import { eventStreams } from './event-stream';
import { failure, fakeIdToken, fakeServer, json, type FunctionHandlers, type Handler, type RecordedRequest } from './fake-server';

const EVENTS_REQUEST: RecordedRequest = { method: 'GET', url: '/api/events', path: '/api/events', headers: new Headers(), body: undefined };

export const ANA = { id: 'user-1', email: 'ana@taller.test', name: 'Ana', password: 'bicicleta-roja' };

/** Ana's workshop claim by default: an admin of an active workshop. */
export const ACTIVE_ADMIN: TWorkshopClaim = { role: 'admin', uid: 'w1', active: true, trial: false, free: false };

/** Ana's account by default: onboarding done, an active workshop. */
export function workshopAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    userId: ANA.id,
    email: ANA.email,
    name: ANA.name,
    role: 'admin',
    language: null,
    mechanicId: null,
    onboardingCompleted: true,
    subscriptionStatus: 'active',
    isTrialing: false,
    isFree: false,
    chainSharesCustomers: false,
    memberships: [{ workshopId: 'w1', workshopName: 'Taller Ana', role: 'admin', active: true }],
    isChainAdmin: false,
    inChain: false,
    workshop: {
      id: 'w1',
      name: 'Taller Ana',
      address: 'Rua das Flores 5, Lisboa',
      phone: '+351 210 000 000',
      taxId: 'PT500000000',
      currency: { symbol: '€', name: 'EUR' },
      // The test machine's own zone, so that a date a test writes as local is the workshop's too.
      timeZone: BROWSER_TIME_ZONE,
      logoVersion: null,
      subscriptionStatus: 'active',
      trialStartedAt: null,
      trialEndsAt: null,
      isFree: false,
    },
    ...overrides,
  };
}

/** An account that has signed up but not set up a workshop yet. */
export function newAccount(): TAccount {
  return workshopAccount({ role: null, onboardingCompleted: false, subscriptionStatus: null, workshop: null, memberships: [] });
}

export interface AuthServerOptions {
  isSignedIn?: boolean;
  devMailbox?: boolean;
  /** The workshop claim of the tokens issued; null for an account outside any workshop. */
  workshop?: TWorkshopClaim | null;
  /** What accountGet answers. */
  account?: TAccount;
  /** Routes other than the functions' ("METHOD /path"), over the defaults. */
  handlers?: Record<string, Handler>;
  /** Callable functions, over the defaults. */
  functions?: FunctionHandlers;
}

export function authServer(options: AuthServerOptions = {}) {
  const state = {
    isSignedIn: options.isSignedIn ?? false,
    workshop: options.workshop === undefined ? ACTIVE_ADMIN : options.workshop,
    account: options.account ?? workshopAccount(),
  };
  const user = { id: ANA.id, email: ANA.email, name: ANA.name };
  const functions: FunctionHandlers = {
    accountGet: () => (state.isSignedIn ? state.account : failure('unauthenticated', { message: 'Sign in.' })),
    callablesGetSubscriptionPlans: () => [DEFAULT_PLAN],
    // The header's bell and the customers screen's alerts filter (docs/product.md §14.3): nothing raised.
    notificationsGet: () => EMPTY_NOTIFICATIONS,
    alertsList: () => ({ open: 0, alerts: [] }),
    ...options.functions,
  };
  // docs/product.md §19.1: the bell's live stream starts with what notificationsGet answers (testing/event-stream.ts
  // for a stream the test writes to).
  const events = eventStreams(() => {
    const answer = functions.notificationsGet?.(null, EVENTS_REQUEST);
    return answer ?? EMPTY_NOTIFICATIONS;
  });
  const server = fakeServer(
    {
      'GET /api/events': events.handler,
      'GET /api/config': () => json({ tokenSyncUrl: null, devMailbox: options.devMailbox ?? false, chatWidgetScriptUrl: null }),
      'GET /api/auth/get-session': () => json(state.isSignedIn ? { user, session: { id: 's1', userId: user.id } } : null),
      'GET /api/auth/token': () =>
        state.isSignedIn
          ? json({
              token: fakeIdToken({
                sub: user.id,
                email: user.email,
                ...(state.workshop ? { roles: ['workshop'], workshop: state.workshop } : { roles: [] }),
              }),
            })
          : json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401),
      'POST /api/auth/sign-in/email': (request) => {
        const { email, password } = request.body as { email: string; password: string };
        if (email !== ANA.email) return json({ code: 'auth/user-not-found', message: 'No account has this email.' }, 404);
        if (password !== ANA.password) return json({ code: 'auth/wrong-password', message: 'Wrong password.' }, 401);
        state.isSignedIn = true;
        return json({ redirect: false, token: 'session-token', user });
      },
      'POST /api/auth/sign-out': () => {
        state.isSignedIn = false;
        return json({ success: true });
      },
      ...options.handlers,
    },
    functions,
  );
  return { ...server, state, events };
}
