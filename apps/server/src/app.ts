// Builds the Fastify application: security headers, logs, auth, callable functions, health, the
// development mailbox and the SPA. `main.ts` starts it; tests build it against their own database.
import helmet from '@fastify/helmet';
import { DEFAULT_LANGUAGE, type TCustomerListItem, type TRepairsListOutput, type TServicesListOutput } from '@rueda/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAuth, type Auth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { createIdTokenVerifier } from './auth/id-token.ts';
import { createBilling, type Billing } from './billing/billing.ts';
import { createPaymentsProvider } from './billing/choose-provider.ts';
import { registerLocalPayPages } from './billing/local/pages/routes.ts';
import { createBillingScheduler, type BillingScheduler } from './billing/scheduler.ts';
import { createSignInGuard, PASSWORD_TRIES_WINDOW_MS } from './auth/sign-in-guard.ts';
import type { Database } from './db/client.ts';
import { createAlertsScheduler, type AlertsScheduler } from './services/alerts-garage.ts';
import { authSecretFileOf, resolveAuthSecret } from './db/auth-secret.ts';
import { dataDirOf } from './db/data-dir.ts';
import { operatorOf, type Env } from './lib/env.ts';
import { FUNCTION_LIST } from './functions/index.ts';
import { acceptInvitationAtSignUp } from './services/team-invitations.ts';
import { CalendarDirectory } from './services/cache/calendar-directory.ts';
import { CustomerDirectory } from './services/cache/customer-directory.ts';
import { DashboardDirectory } from './services/cache/dashboard-directory.ts';
import { connectListCaches, ListCache, type ListCachesConnection } from './services/cache/list-cache.ts';
import { SESSIONS_TOPIC } from './data/sessions.ts';
import { SessionCache } from './services/cache/session-cache.ts';
import { NotificationsFeed } from './services/cache/notifications-feed.ts';
import { NOTIFICATIONS_TOPIC } from './data/notifications.ts';
import { createRepairLinks, type RepairLinks } from './data/repair-links.ts';
import { BookingFormTokens } from './data/booking-form-tokens.ts';
import { HOUR_MS, PublicRateLimit } from './data/public-rate-limit.ts';
import { createRegistry, type CallableFunction } from './functions/define-function.ts';
import { functionRoutes } from './functions/transport.ts';
import { registerPhotoRoute } from './functions/photos/photo-route.ts';
import { registerEventsRoute } from './functions/notifications/events-route.ts';
import { createWhatsAppSender, type WhatsAppSender } from './messaging/outbox-sender.ts';
import { whatsAppCloudConfigOf } from './messaging/whatsapp-cloud.ts';
import { registerWhatsAppWebhookRoute } from './messaging/webhook-route.ts';
import { registerWorkshopExportRoute } from './functions/exports/workshop-export-route.ts';
import { registerWorkshopLogoRoute } from './functions/workshop/workshop-logo-route.ts';
import type { MovableClock } from './lib/clock.ts';
import { registerHealthRoute } from './http/health.ts';
import { DatabaseAvailability } from './db/availability.ts';
import { registerTestClockRoute } from './http/test-clock.ts';
import { loggerOptions } from './http/logging.ts';
import { registerPublicConfigRoute } from './http/public-config.ts';
import { createAddresses } from './http/addresses.ts';
import { registerSpa } from './http/spa.ts';
import { registerDevMailbox } from './mail/dev-mailbox.ts';
import { mailLanguage } from './mail/mail-language.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { passwordResetMail } from './mail/templates.ts';
import { demoPasswordOf, type DemoPasswords } from './seed/demo-workshop.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  /** The address people open Rueda at (links in mails, the token issuer). */
  publicUrl: string;
  /** Where the built SPA lives; undefined serves no SPA. */
  webDistDir?: string;
  clock?: () => Date;
  /** RUEDA_TEST_CLOCK (never in production): the server's clock, movable through POST /api/test/clock. */
  testClock?: MovableClock;
  /** Where the generated auth secret is kept without AUTH_SECRET (db/auth-secret.ts); dataDirOf(env) by default. */
  dataDir?: string;
  /** Where logs go; stdout by default. Tests read them to check nothing secret is written. */
  logStream?: { write(line: string): void };
  /** Functions beyond Rueda's own; the protocol tests register some to reach every status. */
  extraFunctions?: readonly CallableFunction[];
  /**
   * Where the change feed LISTENs (services/cache/list-cache.ts): the database's own address by default. A pooler in
   * transaction mode cannot carry LISTEN, and the read-your-writes test reaches it through a slow link.
   */
  changeFeedUrl?: string;
}

export interface RuedaApp {
  app: FastifyInstance;
  auth: Auth;
  mailer: Mailer;
  /** repairsList answers kept until the workshop's repairs change. */
  repairLists: ListCache<TRepairsListOutput>;
  /** servicesList answers kept until the workshop's catalogue changes. */
  catalogueLists: ListCache<TServicesListOutput>;
  /**
   * The `customers` list topic: its generation moves with every write to a workshop's customers, bikes or
   * repairs, here and (announced) on other instances. It keeps no answers since decision 025: the
   * customers directory reads the generation to know when to check the database again.
   */
  customerLists: ListCache<TCustomerListItem[]>;
  /** Each workshop's customers indexed in memory (decision 025). */
  customerDirectory: CustomerDirectory;
  /** Tells every instance a workshop's list changed, as a write does (decision 055); tests that write through SQL call it too. */
  listsChanged: ListCachesConnection['changed'];
  calendarDirectory: CalendarDirectory;
  dashboardDirectory: DashboardDirectory;
  billing: Billing;
  /** The billing scheduler: main.ts starts its interval; tests call its tick() after moving the clock. */
  scheduler: BillingScheduler;
  /** The daily check of customer alerts (docs/product.md §14.3): main.ts starts it; tests call its tick(). */
  alerts: AlertsScheduler;
  /** The open events streams of this instance, per workshop (docs/product.md §19.1). */
  notificationsFeed: NotificationsFeed;
  /** The WhatsApp outbox's sender (docs/product.md §20.4): main.ts starts its interval; tests call its tick(). */
  whatsappSender: WhatsAppSender;
  /** The repair links (docs/product.md §21.1); the demo's seed answers an estimate through one. */
  repairLinks: RepairLinks;
  /** DEMO_PASSWORD, and the demo's generated password, derived from the auth secret (docs/decisions/060). */
  demoPasswords: DemoPasswords;
}

export async function buildApp(options: AppOptions): Promise<RuedaApp> {
  const { env, database, publicUrl } = options;
  if (options.testClock && env.NODE_ENV === 'production') throw new Error('The test clock cannot run in production.');
  const { db } = database;
  const clock = options.testClock?.now ?? options.clock ?? (() => new Date());

  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, options.logStream),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  // docs/product.md §24.6: whether PostgreSQL answers, for the functions and the health check.
  const availability = new DatabaseAvailability(database.pool.options, {
    warn: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  app.addHook('onClose', () => availability.stop());

  const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger: app.log });
  // docs/decisions/060: never in the database; several instances share AUTH_SECRET (docs/scale-out.md).
  const dataDir = options.dataDir ?? dataDirOf(env).dir;
  const { secret, notice } = await resolveAuthSecret(db, env.AUTH_SECRET, dataDir);
  if (notice) app.log.info(notice);
  if (!env.AUTH_SECRET && env.DATABASE_URL)
    app.log.warn(
      `AUTH_SECRET is not set: this instance signs with its own secret in ${authSecretFileOf(dataDir)}. Several instances on ` +
        'one DATABASE_URL must share one AUTH_SECRET, or a session made on one fails on the others (docs/scale-out.md).',
    );
  const trustedOrigins = trustedOriginsOf(env, publicUrl);
  // Which address links and round trips carry (http/addresses.ts): PUBLIC_URL, or the one the browser used.
  const addresses = createAddresses({ configured: env.PUBLIC_URL, publicUrl, trustedOrigins });
  // docs/product.md §24.8: whether an ID token's session still exists, kept per instance in step with the others.
  const sessions = new SessionCache(db);
  const verifyIdToken = createIdTokenVerifier({ db, issuer: publicUrl, clock, sessions });
  const auth = createAuth({
    sessions,
    db,
    secret,
    publicUrl,
    // The sign-in API also answers this machine's other addresses when PUBLIC_URL is unset (http/addresses.ts).
    trustedOrigins: (request) => (request ? [...trustedOrigins, ...addresses.sameMachineOrigins(request)] : trustedOrigins),
    clock,
    log: (level, message) => app.log[level]({ component: 'better-auth' }, message),
    requestsPerHourPerAddress: env.AUTH_REQUESTS_PER_HOUR_PER_IP,
    joinAtSignUp: (userId, token) => acceptInvitationAtSignUp(db, { userId, token, now: clock() }),
    sendPasswordReset: async ({ email, name, code }) => {
      // docs/product.md §2: the link lands on the login page in resetPassword mode with the code as oobCode.
      const link = `${publicUrl}/auth/login?mode=resetPassword&oobCode=${encodeURIComponent(code)}`;
      await mailer.send(passwordResetMail({ to: email, name, link, language: mailLanguage.getStore() ?? DEFAULT_LANGUAGE }));
    },
  });

  // Requests counted per client address in PostgreSQL: the public functions' and every password try (decision 057).
  const publicRateLimit = new PublicRateLimit(db, {
    repairLinkRead: { max: env.PUBLIC_REPAIR_READS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    repairLinkAnswer: { max: env.PUBLIC_REPAIR_ANSWERS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    bookingRead: { max: env.PUBLIC_BOOKING_READS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    bookingCreate: { max: env.PUBLIC_BOOKINGS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    invitationRead: { max: env.PUBLIC_INVITATION_READS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    passwordTry: { max: env.SIGN_INS_PER_15_MINUTES_PER_IP, windowMs: PASSWORD_TRIES_WINDOW_MS },
  });

  // PAYMENTS_PROVIDER (decision 014): the local provider, or Stripe (`local` is then null).
  const payments = createPaymentsProvider(env, { db, clock, publicUrl });
  const local = payments.local;

  // Pages, auth, health and the rest of what a browser opens get helmet's document headers in a scope
  // of their own; function answers are data with their own headers (functions/transport.ts) and skip
  // helmet's per-request work.
  await app.register(async (site) => {
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
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Served over plain HTTP on a workshop's own machine too; HSTS belongs to the TLS proxy in front.
      strictTransportSecurity: publicUrl.startsWith('https://'),
    });

    registerHealthRoute(site, db, availability);
    registerPublicConfigRoute(
      site,
      {
        tokenSyncUrl: env.TOKEN_SYNC_URL ?? null,
        devMailbox: mailer.transport === 'outbox',
        chatWidgetScriptUrl: env.CHAT_WIDGET_SCRIPT_URL ?? null,
      },
      { devMailboxAccess: env.DEV_MAILBOX, addresses },
    );
    registerAuthRoutes(site, auth, createSignInGuard(db, clock, publicRateLimit), availability);
    if (mailer.transport === 'outbox') registerDevMailbox(site, db, { access: env.DEV_MAILBOX, now: clock });
    if (local)
      await registerLocalPayPages(site, local, {
        db,
        limits: { getsPerMinute: env.PAY_GETS_PER_MINUTE_PER_IP, postsPerMinute: env.PAY_POSTS_PER_MINUTE_PER_IP },
      });
    await registerSpa(site, options.webDistDir);
  });

  // Rueda's invoices name the installation's operator as seller (docs/configuration.md, OPERATOR_*).
  const seller = operatorOf(env);
  const billing = createBilling({ db, clock, publicUrl, seller, provider: payments.provider, local });
  await payments.registerRoutes(app, billing);
  const scheduler = createBillingScheduler({
    db,
    clock,
    billing,
    log: (error) => app.log.error({ err: error }, 'the billing scheduler failed'),
  });
  app.addHook('onClose', () => scheduler.stop());
  const alerts = createAlertsScheduler({ db, clock, log: (error) => app.log.error({ err: error }, 'the alerts check failed') });
  app.addHook('onClose', () => alerts.stop());
  if (options.testClock) registerTestClockRoute(app, options.testClock, async () => [await scheduler.tick(), await alerts.tick()]);

  // docs/product.md §12.3: photos' images, for the photo's workshop only (decision 020).
  registerPhotoRoute(app, { db, verifyIdToken });
  registerWorkshopExportRoute(app, { db, verifyIdToken, clock });
  registerWorkshopLogoRoute(app, { db, verifyIdToken });
  // docs/product.md §19.1: the notifications document, live (its changes come through the lists' channel below).
  const notificationsFeed = new NotificationsFeed(db, (error) => app.log.warn({ err: error }, 'a notifications read failed'));
  registerEventsRoute(app, {
    db,
    verifyIdToken,
    feed: notificationsFeed,
    heartbeatMs: env.EVENTS_HEARTBEAT_MS,
    maxMs: env.EVENTS_STREAM_MAX_MS,
  });
  // Open streams would hold the server's close: they end first, and the app reconnects to another instance.
  app.addHook('preClose', (done) => {
    notificationsFeed.endAll();
    done();
  });
  // docs/product.md §20.4: the WhatsApp Cloud API's outbox and webhook (decision 051), idle without its configuration.
  const whatsappCloud = whatsAppCloudConfigOf(env);
  const whatsappSender = createWhatsAppSender({
    db,
    clock,
    cloud: whatsappCloud,
    log: (error) => app.log.error({ err: error }, 'the WhatsApp outbox failed'),
  });
  app.addHook('onClose', () => whatsappSender.stop());
  await registerWhatsAppWebhookRoute(app, { db, clock, appSecret: env.WHATSAPP_APP_SECRET, verifyToken: env.WHATSAPP_VERIFY_TOKEN });
  // docs/product.md §21.1: the customers' repair links, whose tokens derive from the auth secret (decision 052).
  const repairLinks = createRepairLinks({ authSecret: secret, publicUrl });
  const registry = createRegistry([...FUNCTION_LIST, ...(options.extraFunctions ?? [])]);
  const repairLists = new ListCache<TRepairsListOutput>();
  const catalogueLists = new ListCache<TServicesListOutput>();
  const customerLists = new ListCache<TCustomerListItem[]>();
  // docs/product.md §11.1: each workshop's customers indexed in memory, in step with the customers lists (decision 025).
  const customerDirectory = new CustomerDirectory(db, { generation: (workshopId) => customerLists.generation(workshopId) });
  customerLists.onClear(() => customerDirectory.clear());
  // Each workshop's calendar events kept in memory, in step with the repairs lists (decision 027).
  const calendarDirectory = new CalendarDirectory(db, { generation: (workshopId) => repairLists.generation(workshopId) });
  repairLists.onClear(() => calendarDirectory.clear());
  const dashboardDirectory = new DashboardDirectory(db, {
    generations: (workshopId) => `${repairLists.generation(workshopId)}:${catalogueLists.generation(workshopId)}`,
  });
  repairLists.onClear(() => dashboardDirectory.clear());
  catalogueLists.onClear(() => dashboardDirectory.clear());
  const listCaches = connectListCaches(
    { repairs: repairLists, catalogue: catalogueLists, customers: customerLists },
    {
      connectionString: options.changeFeedUrl ?? database.pool.options.connectionString!,
      pool: database.pool,
      onError: (error) => app.log.warn({ err: error }, 'the lists change feed was interrupted; reconnecting'),
      subscribers: {
        [SESSIONS_TOPIC]: {
          changed: (userId) => {
            sessions.changed(userId);
            notificationsFeed.accountChanged(userId);
          },
          setListening: (isListening) => sessions.setListening(isListening),
        },
        [NOTIFICATIONS_TOPIC]: notificationsFeed,
      },
    },
  );
  await listCaches.ready;
  app.addHook('onClose', () => listCaches.close());
  await app.register(functionRoutes, {
    prefix: '/api/functions',
    registry,
    dependencies: {
      db,
      auth,
      mailer,
      publicUrl,
      addresses,
      clock,
      trialDays: env.TRIAL_DAYS,
      repairLists,
      catalogueLists,
      customerLists,
      customerDirectory,
      calendarDirectory,
      dashboardDirectory,
      listsChanged: listCaches.changed,
      listsFresh: env.LIST_VERSION_CHECK === 'off' ? async () => {} : listCaches.fresh,
      billing,
      alerts,
      isWhatsAppCloudConfigured: whatsappCloud !== null,
      repairLinks,
      publicRateLimit,
      bookingFormTokens: new BookingFormTokens(secret),
      sessions,
      log: app.log,
    },
    verifyIdToken,
    availability,
    deadlineMs: env.FUNCTION_DEADLINE_MS,
    // Tests and development check every answer against its schema; production trusts its own code.
    checkAnswers: env.NODE_ENV !== 'production',
  });

  return {
    app,
    auth,
    mailer,
    repairLists,
    catalogueLists,
    customerLists,
    customerDirectory,
    listsChanged: listCaches.changed,
    calendarDirectory,
    dashboardDirectory,
    billing,
    scheduler,
    alerts,
    notificationsFeed,
    whatsappSender,
    repairLinks,
    demoPasswords: { configured: env.DEMO_PASSWORD, generated: demoPasswordOf(secret) },
  };
}

/** PUBLIC_URL, the same port on localhost and 127.0.0.1, and TRUSTED_ORIGINS. */
function trustedOriginsOf(env: Env, publicUrl: string): string[] {
  const port = new URL(publicUrl).port || (publicUrl.startsWith('https') ? '443' : '80');
  const extra = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...new Set([new URL(publicUrl).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extra])];
}
