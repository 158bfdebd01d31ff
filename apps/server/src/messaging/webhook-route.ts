// docs/product.md §20.4: the WhatsApp Cloud API's webhook. GET answers Meta's subscription check (hub.verify_token must
// be WHATSAPP_VERIFY_TOKEN); POST carries the messages' statuses, signed in X-Hub-Signature-256 with the app's
// secret (HMAC-SHA256 of the raw body, compared in constant time; anything else is 401). A status moves its
// outbox row forward only (data/whatsapp-outbox.ts); statuses of messages Rueda does not know are ignored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { applyDeliveryStatus } from '../data/whatsapp-outbox.ts';

export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

export interface WhatsAppWebhookOptions {
  db: Db;
  clock: () => Date;
  /** WHATSAPP_APP_SECRET; without it no notification can be trusted and every one is refused. */
  appSecret: string | undefined;
  /** WHATSAPP_VERIFY_TOKEN; without it the subscription check is refused. */
  verifyToken: string | undefined;
}

/** `sha256=<hex>` of the body under the secret, as Meta signs it. */
export function whatsAppSignature(body: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function isSignedBy(body: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(whatsAppSignature(body, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const DELIVERY_STATUSES = new Set(['sent', 'delivered', 'read', 'failed'] as const);
type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

interface StatusUpdate {
  id: string;
  status: DeliveryStatus;
  error: string;
}

/** The statuses of a notification: entry[].changes[].value.statuses[]; anything else in it is not Rueda's concern. */
function statusesOf(payload: unknown): StatusUpdate[] {
  const updates: StatusUpdate[] = [];
  const entries = (payload as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      for (const item of Array.isArray(statuses) ? statuses : []) {
        const { id, status, errors } = (item ?? {}) as { id?: unknown; status?: unknown; errors?: unknown };
        if (typeof id !== 'string' || !DELIVERY_STATUSES.has(status as DeliveryStatus)) continue;
        const first = (Array.isArray(errors) ? errors[0] : undefined) as { code?: unknown; title?: unknown; message?: unknown } | undefined;
        const error = first ? `${String(first.code ?? '')} ${String(first.title ?? first.message ?? '')}`.trim() : '';
        updates.push({ id, status: status as DeliveryStatus, error });
      }
    }
  }
  return updates;
}

export async function registerWhatsAppWebhookRoute(app: FastifyInstance, options: WhatsAppWebhookOptions): Promise<void> {
  const { db, clock, appSecret, verifyToken } = options;
  await app.register(async (scope) => {
    // Only here is a JSON body kept as the bytes Meta signed.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const token = query['hub.verify_token'] ?? '';
      const isToken =
        verifyToken !== undefined && token.length === verifyToken.length && timingSafeEqual(Buffer.from(token), Buffer.from(verifyToken));
      if (query['hub.mode'] !== 'subscribe' || !isToken) return reply.status(403).send({ error: 'forbidden' });
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    });

    scope.post(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const body = request.body;
      if (!appSecret || !Buffer.isBuffer(body) || !isSignedBy(body, request.headers['x-hub-signature-256'], appSecret)) {
        request.log.warn('a WhatsApp webhook without a valid signature was refused');
        return reply.status(401).send({ error: 'invalid-signature' });
      }
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return reply.status(400).send({ error: 'invalid-json' });
      }
      const now = clock();
      for (const update of statusesOf(payload)) await applyDeliveryStatus(db, update.id, update.status, update.error, now);
      // 200 for whatever it carried: Meta retries anything else, and a status of an unknown message stays unknown.
      return reply.send({ received: true });
    });
  });
}
