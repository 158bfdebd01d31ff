import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseAvailability } from './availability.ts';

/** AuthenticationOk then ReadyForQuery: what PostgreSQL sends a client it lets in without a password. */
const READY = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * A frozen PostgreSQL: it takes connections and answers nothing, or only lets the client in and
 * answers none of its queries; and it never closes a connection, not even one the client ends.
 */
async function unansweringServer(letsIn: boolean) {
  const accepted = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    accepted.add(socket);
    socket.on('error', () => {});
    socket.once('close', () => accepted.delete(socket));
    if (letsIn) socket.once('data', () => socket.write(READY));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    // Until the sockets are gone, the next test would count them as its own.
    while (openSockets() > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return { port: (server.address() as net.AddressInfo).port, accepted };
}

const openSockets = () => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;

describe('the database availability probe', () => {
  for (const [stage, letsIn] of [
    ['the connection', false],
    ['SELECT 1', true],
  ] as const) {
    it(`counts a PostgreSQL that does not answer ${stage} as down, and leaves no socket open`, async () => {
      const { port, accepted } = await unansweringServer(letsIn);
      const warnings: string[] = [];
      const availability = new DatabaseAvailability(
        { host: '127.0.0.1', port, user: 'postgres', database: 'rueda' },
        { warn: (message) => warnings.push(message), info: () => {} },
      );
      try {
        expect(await availability.probe()).toBe(false);
        expect(availability.isDown).toBe(true);
        expect(warnings).toEqual(['PostgreSQL does not answer: functions answer "unavailable" until it does.']);
        expect(accepted.size).toBe(1);
        // Only the server's side is still open: the probe closed its own (the test times out if not).
        while (openSockets() > accepted.size) await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        availability.stop();
      }
    });
  }
});
