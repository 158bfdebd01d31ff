// What every function may use, made once at start (app.ts) and shared by every call: the database,
// auth, the mailer, the clock, billing and the list caches. A call's own facts (who calls, in which
// language, until when) are in its context (context.ts).
import type { TCustomerListItem, TRepairsListOutput, TServicesListOutput } from '@rueda/domain';
import type { Auth } from '../auth/auth.ts';
import type { Billing } from '../billing/billing.ts';
import type { AlertsScheduler } from '../services/alerts-garage.ts';
import type { CalendarDirectory } from '../services/cache/calendar-directory.ts';
import type { CustomerDirectory } from '../services/cache/customer-directory.ts';
import type { AlertsDirectory } from '../services/cache/alerts-directory.ts';
import type { DashboardDirectory } from '../services/cache/dashboard-directory.ts';
import type { ListCache, ListTopic } from '../services/cache/list-cache.ts';
import type { BookingFormTokens } from '../services/booking-form-tokens.ts';
import type { PublicRateLimit } from '../data/public-rate-limit.ts';
import type { RepairLinks } from '../data/repair-links.ts';
import type { SessionCache } from '../services/cache/session-cache.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Addresses } from '../http/addresses.ts';
import type { VerifactuConfig } from '../verifactu/system.ts';
import type { PortugalConfig } from '../services/portugal-signing-key.ts';

export interface Dependencies {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
  /** Which address links and round trips carry, per request (http/addresses.ts). */
  addresses: Addresses;
  /** The one clock of the server (tests move it; production cannot). */
  clock: () => Date;
  /** Length of a new workshop's free trial (TRIAL_DAYS). */
  trialDays: number;
  /** repairsList answers kept until the workshop's repairs change (services/cache/list-cache.ts). */
  repairLists: ListCache<TRepairsListOutput>;
  /** servicesList answers kept until the workshop's catalogue changes. */
  catalogueLists: ListCache<TServicesListOutput>;
  /**
   * The `customers` list topic: its generation moves with every write to a workshop's customers, bikes or
   * repairs, here and (announced) on other instances. It keeps no answers since decision 025: the
   * customers directory reads the generation to know when to check the database again.
   */
  customerLists: ListCache<TCustomerListItem[]>;
  /** Each workshop's customers indexed in memory, in step with customerLists (decision 025). */
  customerDirectory: CustomerDirectory;
  /** Each workshop's calendar events kept in memory, in step with repairLists (decision 027). */
  calendarDirectory: CalendarDirectory;
  /** Each workshop's dashboard snapshot kept in memory, in step with repairLists and catalogueLists (decision 027). */
  dashboardDirectory: DashboardDirectory;
  /** What the customer alerts read of each workshop's repairs and bikes, in step with repairLists and customerLists (decision 069). */
  alertsDirectory: AlertsDirectory;
  /** The workshop's subscription: checkouts, the portal, the mirror of the payments provider (decision 014). */
  billing: Billing;
  /** Customer alerts (docs/product.md §14.3): a write that may raise or settle one asks for the workshop to be checked. */
  alerts: Pick<AlertsScheduler, 'changed'>;
  /** docs/product.md §21.1: the customer's repair links (`/r/{token}`), whose tokens only the server can make (decision 052). */
  repairLinks: RepairLinks;
  /** docs/product.md §27.1: the public functions' requests counted per client address, in PostgreSQL. */
  publicRateLimit: PublicRateLimit;
  /** docs/product.md §20.4: the WhatsApp Cloud API is configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID); else messages go by link. */
  isWhatsAppCloudConfigured: boolean;
  /** docs/product.md §22.6: the booking page's form tokens (signed when the page opens, checked when it books). */
  bookingFormTokens: BookingFormTokens;
  /** For what a call does after answering's sake and must not fail it for (a confirmation mail): logged, not thrown. */
  log: { warn(object: object, message: string): void };
  /**
   * The sessions this instance keeps (data/sessions.ts). A write that ends sessions or changes a membership forgets
   * the account's here once it commits: its own NOTIFY reaches this instance a moment later, and a call in that
   * moment must not pass on what was kept (read-your-writes).
   */
  sessions: Pick<SessionCache, 'changed'>;
  /**
   * docs/product.md §25.2 (decision 055): before a cached read, the workshop's lists' versions are read and what this
   * instance computed under an older one is forgotten.
   */
  listsFresh: (workshopId: string) => Promise<void>;
  /** Tells every instance that a workshop's list changed (after the write committed). */
  listsChanged: (topic: ListTopic, workshopId: string) => Promise<void>;
  /** docs/verifactu.md: the billing system Spanish workshops' records name, and the AEAT environment they go to. */
  verifactu: VerifactuConfig;
  /** docs/product.md §29.8: the key that signs Portuguese workshops' documents, and the AT's certificate number. */
  portugal: PortugalConfig;
}
