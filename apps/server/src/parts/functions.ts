// The callable functions under /api/functions (docs/architecture.md §8), registered last and outside the pages'
// scope: the registry of Rueda's functions and the extra ones a test brings, the customers' repair links
// (docs/product.md §21.1), whose tokens derive from the auth secret (decision 052), the lists the functions keep
// in memory with their change feed ready before the routes (parts/list-caches.ts), and the one dependencies bag
// every call shares (functions/dependencies.ts).
import { BookingFormTokens } from '../services/booking-form-tokens.ts';
import { verifactuConfigOf } from '../verifactu/system.ts';
import { dataDirOf } from '../db/data-dir.ts';
import { resolvePortugalConfig } from '../services/portugal-signing-key.ts';
import { createRepairLinks, type RepairLinks } from '../data/repair-links.ts';
import { createRegistry } from '../functions/define-function.ts';
import { FUNCTION_LIST } from '../functions/index.ts';
import { functionRoutes } from '../functions/transport.ts';
import type { BillingGives } from './billing.ts';
import { connectedListCaches, type ListCaches, type ListCachesNeeds } from './list-caches.ts';
import type { SchedulersGives } from './schedulers.ts';
import type { ServerPart } from './server-part.ts';
import type { SharedContext } from './shared-context.ts';
import type { WhatsAppGives } from './whatsapp.ts';

type FunctionsNeeds = SharedContext &
  ListCachesNeeds &
  BillingGives &
  Pick<SchedulersGives, 'alerts'> &
  Pick<WhatsAppGives, 'isWhatsAppCloudConfigured'>;

export interface FunctionsGives extends ListCaches {
  repairLinks: RepairLinks;
}

export const functions: ServerPart<FunctionsNeeds, FunctionsGives> = {
  name: 'functions',
  register: async (app, context) => {
    const { env, secret, publicUrl } = context;
    const repairLinks = createRepairLinks({ authSecret: secret, publicUrl });
    const registry = createRegistry([...FUNCTION_LIST, ...(context.extraFunctions ?? [])]);
    // docs/product.md §29.8: the key that signs Portuguese documents, configured or kept in the data directory.
    const portugal = resolvePortugalConfig(env, context.dataDir ?? dataDirOf(env).dir);
    app.log[portugal.notice.warning ? 'warn' : 'info'](portugal.notice.text);
    const lists = await connectedListCaches(app, context);
    // The alerts' checks read the repairs and bikes kept for alertsList (decision 069): the start-up check's copy is
    // the one the first visit finds.
    context.alerts.readThrough(lists.alertsDirectory);
    await app.register(functionRoutes, {
      prefix: '/api/functions',
      registry,
      dependencies: {
        db: context.db,
        auth: context.auth,
        mailer: context.mailer,
        publicUrl,
        addresses: context.addresses,
        clock: context.clock,
        trialDays: env.TRIAL_DAYS,
        ...lists,
        billing: context.billing,
        alerts: context.alerts,
        isWhatsAppCloudConfigured: context.isWhatsAppCloudConfigured,
        repairLinks,
        publicRateLimit: context.publicRateLimit,
        bookingFormTokens: new BookingFormTokens(secret),
        sessions: context.sessions,
        verifactu: verifactuConfigOf(env),
        portugal: portugal.config,
        log: app.log,
      },
      verifyIdToken: context.verifyIdToken,
      availability: context.availability,
      deadlineMs: env.FUNCTION_DEADLINE_MS,
      // Tests and development check every answer against its schema; production trusts its own code.
      checkAnswers: env.NODE_ENV !== 'production',
    });
    return { ...lists, repairLinks };
  },
};
