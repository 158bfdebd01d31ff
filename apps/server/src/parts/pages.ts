// What a browser opens, in a scope of its own that adds helmet's document headers (docs/architecture.md §8): the
// health check (docs/product.md §24.6), /api/config, auth's routes under /api/auth/* (docs/architecture.md §12),
// the development mailbox (decision 029), the local provider's /pay/* pages (decisions 014 and 015), the customers'
// pages rendered on the server (decision 067), the sign-in page (decision 070) and the SPA.
// Function answers are data with their own headers (functions/transport.ts) and skip helmet's per-request work,
// so this scope comes first and the functions register outside it.
import helmet from '@fastify/helmet';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from '../auth/auth-routes.ts';
import { createSignInGuard } from '../auth/sign-in-guard.ts';
import { registerLocalPayPages } from '../billing/local/pages/routes.ts';
import { registerCustomerPages } from '../http/customer-pages.ts';
import { registerHealthRoute } from '../http/health.ts';
import { isDevMailboxShown, registerPublicConfigRoute } from '../http/public-config.ts';
import { registerSignInPage } from '../http/sign-in-page.ts';
import { registerSpa } from '../http/spa.ts';
import { registerDevMailbox } from '../mail/dev-mailbox.ts';
import { BookingFormTokens } from '../services/booking-form-tokens.ts';
import type { ServerPart } from './server-part.ts';
import type { SharedContext } from './shared-context.ts';

type PagesNeeds = Pick<
  SharedContext,
  | 'env'
  | 'db'
  | 'clock'
  | 'publicUrl'
  | 'webDistDir'
  | 'availability'
  | 'mailer'
  | 'addresses'
  | 'auth'
  | 'publicRateLimit'
  | 'payments'
  | 'secret'
>;

export const pagesWithSecurityHeaders: ServerPart<PagesNeeds, object> = {
  name: 'pages with security headers',
  register: async (app, context) => {
    await app.register(async (site) => {
      await registerSecurityHeaders(site, context);
      registerPages(site, context);
      if (context.payments.local)
        await registerLocalPayPages(site, context.payments.local, {
          db: context.db,
          limits: { getsPerMinute: context.env.PAY_GETS_PER_MINUTE_PER_IP, postsPerMinute: context.env.PAY_POSTS_PER_MINUTE_PER_IP },
        });
      // docs/decisions/067: the customers' pages, rendered on the server, before the SPA's catch-all.
      if (context.webDistDir)
        await registerCustomerPages(site, {
          distDir: context.webDistDir,
          db: context.db,
          clock: context.clock,
          availability: context.availability,
          publicRateLimit: context.publicRateLimit,
          formTokens: new BookingFormTokens(context.secret),
        });
      // docs/decisions/070: the sign-in page, rendered on the server too.
      if (context.webDistDir)
        await registerSignInPage(site, {
          distDir: context.webDistDir,
          isSignedIn: async (request) => Boolean(await context.auth.api.getSession({ headers: fromNodeHeaders(request.headers) })),
          devMailboxFor: (request) =>
            isDevMailboxShown({ devMailbox: context.mailer.transport === 'outbox' }, context.env.DEV_MAILBOX, request),
          chatWidgetScriptUrl: context.env.CHAT_WIDGET_SCRIPT_URL ?? null,
        });
      await registerSpa(site, context.webDistDir);
    });
    return {};
  },
};

async function registerSecurityHeaders(site: FastifyInstance, { env, publicUrl, payments }: PagesNeeds): Promise<void> {
  // The chat widget's host (docs/product.md §2), when configured, may run its script, frames and connections.
  const chatOrigin = env.CHAT_WIDGET_SCRIPT_URL ? [new URL(env.CHAT_WIDGET_SCRIPT_URL).origin] : [];
  await site.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chatOrigin, ...payments.csp.scriptSrc],
        frameSrc: ["'self'", ...chatOrigin, ...payments.csp.frameSrc],
        // Mantine writes its CSS variables in a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...chatOrigin],
        imgSrc: ["'self'", 'data:', 'blob:', ...chatOrigin],
        connectSrc: [
          "'self'",
          ...(env.TOKEN_SYNC_URL ? [new URL(env.TOKEN_SYNC_URL).origin] : []),
          ...chatOrigin,
          ...chatOrigin.map((origin) => origin.replace(/^http/, 'ws')),
          ...payments.csp.connectSrc,
        ],
        fontSrc: ["'self'", 'data:'],
        // Decision 076: the staff app's service worker (/sw.js) and its web app manifest, both Rueda's own.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Served over plain HTTP on a workshop's own machine too; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: publicUrl.startsWith('https://'),
  });
}

/** The health check, the public configuration, auth's routes and, with mail kept in the outbox, the mailbox. */
function registerPages(site: FastifyInstance, context: PagesNeeds): void {
  const { env, db, clock, availability, mailer } = context;
  registerHealthRoute(site, db, availability);
  registerPublicConfigRoute(
    site,
    {
      tokenSyncUrl: env.TOKEN_SYNC_URL ?? null,
      devMailbox: mailer.transport === 'outbox',
      chatWidgetScriptUrl: env.CHAT_WIDGET_SCRIPT_URL ?? null,
    },
    { devMailboxAccess: env.DEV_MAILBOX, addresses: context.addresses },
  );
  registerAuthRoutes(site, context.auth, createSignInGuard(db, clock, context.publicRateLimit), availability);
  if (mailer.transport === 'outbox') registerDevMailbox(site, db, { access: env.DEV_MAILBOX, now: clock });
}
