// What buildApp (app.ts) is given and what it answers: main.ts and the tests build the server from the first
// and reach its insides through the second (docs/architecture.md §3, §19).
import type { TCustomerListItem, TRepairsListOutput, TServicesListOutput } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import type { Billing } from '../billing/billing.ts';
import type { BillingScheduler } from '../billing/scheduler.ts';
import type { Database } from '../db/client.ts';
import type { RepairLinks } from '../data/repair-links.ts';
import type { CallableFunction } from '../functions/define-function.ts';
import type { MovableClock } from '../lib/clock.ts';
import type { Env } from '../lib/env.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { WhatsAppSender } from '../messaging/outbox-sender.ts';
import type { DemoPasswords } from '../seed/demo-workshop.ts';
import type { VerifactuSender } from '../verifactu/sender.ts';
import type { AlertsScheduler } from '../services/alerts-garage.ts';
import type { CalendarDirectory } from '../services/cache/calendar-directory.ts';
import type { CustomerDirectory } from '../services/cache/customer-directory.ts';
import type { DashboardDirectory } from '../services/cache/dashboard-directory.ts';
import type { ListCache, ListCachesConnection } from '../services/cache/list-cache.ts';
import type { NotificationsFeed } from '../services/cache/notifications-feed.ts';

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
  /** The VERI*FACTU records' sender (docs/verifactu.md §6): main.ts starts its interval; tests call its tick(). */
  verifactuSender: VerifactuSender;
  /** Where VERI*FACTU records go, or that they wait for a certificate: main.ts prints it at start. */
  verifactuNotice: { text: string; warning: boolean };
  /** The repair links (docs/product.md §21.1); the demo's seed answers an estimate through one. */
  repairLinks: RepairLinks;
  /** DEMO_PASSWORD, and the demo's generated password, derived from the auth secret (docs/decisions/060). */
  demoPasswords: DemoPasswords;
}
