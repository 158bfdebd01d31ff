// Requests to the local provider's pages (/pay/*) as a browser and its scripts make them, and the rows
// a test counts to see that a refused request wrote nothing.
import type { TBillingAddress, TypedCard } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import type { TestServer } from './test-server.ts';

export interface PayAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The JSON body, when there is one. */
  json: Record<string, unknown> & { error?: { code: string; message: string; field?: string; details?: { fields: { field: string }[] } } };
}

async function answerOf(response: Response): Promise<PayAnswer> {
  const text = await response.text();
  let json = {} as PayAnswer['json'];
  try {
    json = JSON.parse(text) as PayAnswer['json'];
  } catch {
    // A page, a script or a stylesheet.
  }
  return { status: response.status, headers: response.headers, text, json };
}

export async function getPay(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<PayAnswer> {
  return answerOf(await fetch(`${server.url}${path}`, { headers }));
}

/** A JSON POST; a string body is sent as it is (hostile bodies). */
export async function postPay(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<PayAnswer> {
  return answerOf(
    await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** What the checkout page posts for `card`: the card as the page reads it, the name on it, the address. */
export function checkoutBody(card: TypedCard, billingAddress: TBillingAddress) {
  return { card, nameOnCard: 'Ana García', billingAddress };
}

/** The last segment of a provider URL: a session id. */
export function idOfUrl(url: string): string {
  return decodeURIComponent(url.split('/').pop()!);
}

/** How many rows each of the provider's and Rueda's billing tables hold. */
export async function billingRowCounts(server: TestServer): Promise<Record<string, number>> {
  const tables = [
    'localpay_customers',
    'localpay_payment_methods',
    'localpay_payment_intents',
    'localpay_subscriptions',
    'subscriptions',
    'payment_methods',
    'payments',
    'invoices',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await server.database.db.execute<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)}`);
    counts[table] = result.rows[0]!.count;
  }
  return counts;
}
