// docs/product.md §20.4: the WhatsApp outbox's sender, in the style of the billing scheduler (billing/scheduler.ts):
// main.ts starts its interval on the server's one clock; tests move the clock and call tick(). Each pass claims
// the due messages (data/whatsapp-outbox.ts), sends them, and records sent, another try with backoff, or failed.
import { OUTBOX_MAX_ATTEMPTS, outboxRetryDelayMs } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { periodicPass } from '../lib/periodic-pass.ts';
import { claimDueMessages, markNotSent, markSent } from '../data/whatsapp-outbox.ts';
import { sendTemplateMessage, type WhatsAppCloudConfig } from './whatsapp-cloud.ts';

export const OUTBOX_INTERVAL_MS = 15_000;
/** Messages one pass sends at most; the rest wait for the next pass. */
const BATCH = 20;

export interface OutboxTickReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface WhatsAppSender {
  tick(): Promise<OutboxTickReport>;
  start(): void;
  stop(): Promise<void>;
}

export function createWhatsAppSender(options: {
  db: Db;
  clock: () => Date;
  /** Null without the Cloud API: nothing is ever queued, and a pass does nothing. */
  cloud: WhatsAppCloudConfig | null;
  log: (error: unknown) => void;
}): WhatsAppSender {
  const { db, clock, cloud } = options;

  async function tick(): Promise<OutboxTickReport> {
    const report = { sent: 0, retried: 0, failed: 0 };
    if (!cloud) return report;
    for (const message of await claimDueMessages(db, clock(), BATCH)) {
      const result = await sendTemplateMessage(cloud, {
        to: message.toNumber,
        templateName: message.templateName,
        languageCode: message.params.languageCode,
        values: message.params.values,
      });
      const now = clock();
      if (result.ok) {
        await markSent(db, message, result.messageId, now);
        report.sent += 1;
      } else if (result.isRetryable && message.attempts < OUTBOX_MAX_ATTEMPTS) {
        await markNotSent(db, message, result.error, new Date(now.getTime() + outboxRetryDelayMs(message.attempts)), now);
        report.retried += 1;
      } else {
        await markNotSent(db, message, result.error, null, now);
        report.failed += 1;
      }
    }
    return report;
  }

  const periodic = periodicPass(tick, OUTBOX_INTERVAL_MS, options.log);
  return {
    tick,
    // Without the Cloud API nothing is ever queued: no pass runs.
    start: () => (cloud ? periodic.start() : undefined),
    stop: () => periodic.stop(),
  };
}
