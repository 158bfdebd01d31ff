// Builds the Fastify application from a database and a configuration: `main.ts` starts it; tests build it
// against their own database. What the server is made of reads below, in the order it registers
// (docs/architecture.md §3): the pages' scope with its security headers first, the functions last, once the
// change feed is ready. Each part is a file of parts/ that says what it registers and why.
import Fastify from 'fastify';
import { loggerOptions } from './http/logging.ts';
import { demoPasswordOf } from './seed/demo-workshop.ts';
import type { AppOptions, RuedaApp } from './parts/app-options.ts';
import { billing } from './parts/billing.ts';
import { functions } from './parts/functions.ts';
import { liveStream } from './parts/live-stream.ts';
import { memberFiles } from './parts/member-files.ts';
import { pagesWithSecurityHeaders } from './parts/pages.ts';
import { schedulers } from './parts/schedulers.ts';
import { ServerParts } from './parts/server-part.ts';
import { sharedContextOf } from './parts/shared-context.ts';
import { verifactu } from './parts/verifactu.ts';
import { whatsapp } from './parts/whatsapp.ts';

export type { AppOptions, RuedaApp } from './parts/app-options.ts';

export async function buildApp(options: AppOptions): Promise<RuedaApp> {
  const { env } = options;
  if (options.testClock && env.NODE_ENV === 'production') throw new Error('The test clock cannot run in production.');
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, options.logStream),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  const server = await ServerParts.of(app, await sharedContextOf(app, options))
    .add(pagesWithSecurityHeaders)
    .add(billing)
    .add(schedulers)
    .add(memberFiles)
    .add(liveStream)
    .add(whatsapp)
    .add(verifactu)
    .add(functions)
    .registered();

  return {
    app,
    auth: server.auth,
    mailer: server.mailer,
    repairLists: server.repairLists,
    catalogueLists: server.catalogueLists,
    customerLists: server.customerLists,
    customerDirectory: server.customerDirectory,
    listsChanged: server.listsChanged,
    calendarDirectory: server.calendarDirectory,
    dashboardDirectory: server.dashboardDirectory,
    billing: server.billing,
    scheduler: server.scheduler,
    alerts: server.alerts,
    notificationsFeed: server.notificationsFeed,
    whatsappSender: server.whatsappSender,
    verifactuSender: server.verifactuSender,
    verifactuNotice: server.verifactuNotice,
    repairLinks: server.repairLinks,
    demoPasswords: { configured: env.DEMO_PASSWORD, generated: demoPasswordOf(server.secret) },
  };
}
