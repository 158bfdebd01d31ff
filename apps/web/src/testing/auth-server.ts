// A fake server with accounts, sessions and tokens, enough for the auth screens' journeys.
import { fakeIdToken, fakeServer, json, type Handler } from './fake-server';

export const ANA = { id: 'user-1', email: 'ana@taller.test', name: 'Ana', password: 'bicicleta-roja' };

export interface AuthServerOptions {
  isSignedIn?: boolean;
  devMailbox?: boolean;
  handlers?: Record<string, Handler>;
}

export function authServer(options: AuthServerOptions = {}) {
  const state = { isSignedIn: options.isSignedIn ?? false };
  const user = { id: ANA.id, email: ANA.email, name: ANA.name };
  const server = fakeServer({
    'GET /api/config': () => json({ tokenSyncUrl: null, devMailbox: options.devMailbox ?? false, chatWidgetScriptUrl: null }),
    'GET /api/auth/get-session': () => json(state.isSignedIn ? { user, session: { id: 's1', userId: user.id } } : null),
    'GET /api/auth/token': () =>
      state.isSignedIn
        ? json({ token: fakeIdToken({ sub: user.id, email: user.email, roles: ['workshop'], workshop: { role: 'admin', uid: 'w1', active: true, trial: false, free: false } }) })
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
  });
  return { ...server, state };
}
