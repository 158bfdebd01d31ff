// A local stand-in for the WhatsApp Cloud API's messages endpoint (POST /{version}/{phone number id}/messages), a
// real HTTP server the test starts: it checks the bearer token, records every request, and answers a message id
// as the API does, or the failures a test queues (500, 429, 400) with the API's error shape.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TOKEN = 'test-whatsapp-token';
export const FAKE_PHONE_NUMBER_ID = '100200300';

export interface ReceivedMessage {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] };
  };
  /** What the fake answered: the message id, or the failure's HTTP status. */
  answer: { id: string } | { status: number };
}

export interface WhatsAppFake {
  /** What WHATSAPP_API_URL is set to (the version's path included, as Graph's is). */
  apiUrl: string;
  received: ReceivedMessage[];
  /** The next requests fail with these HTTP statuses, one each, before the fake answers ids again. */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

const ERRORS: Record<number, { message: string; code: number }> = {
  400: { message: '(#132001) Template name does not exist in the translation', code: 132001 },
  429: { message: '(#130429) Rate limit hit', code: 130429 },
  500: { message: 'An unknown error occurred', code: 1 },
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWhatsAppFake(): Promise<WhatsAppFake> {
  const received: ReceivedMessage[] = [];
  const failures: number[] = [];
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (request.method !== 'POST' || path !== `/v21.0/${FAKE_PHONE_NUMBER_ID}/messages`)
        return send(response, 404, { error: { message: 'Unknown path', code: 803 } });
      if (request.headers.authorization !== `Bearer ${FAKE_TOKEN}`)
        return send(response, 401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      const body = JSON.parse(text) as ReceivedMessage['body'];
      const failure = failures.shift();
      if (failure !== undefined) {
        received.push({ path, authorization: request.headers.authorization, body, answer: { status: failure } });
        return send(response, failure, { error: { ...(ERRORS[failure] ?? { message: 'Error', code: 1 }), type: 'OAuthException' } });
      }
      const id = `wamid.${randomUUID().replace(/-/g, '')}`;
      received.push({ path, authorization: request.headers.authorization, body, answer: { id } });
      send(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    received,
    failNext: (...statuses) => failures.push(...statuses),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
