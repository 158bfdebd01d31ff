import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './client.ts';

/** AuthenticationOk then ReadyForQuery: what PostgreSQL sends a client it lets in without a password. */
const READY = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

/** The ErrorResponse PostgreSQL sends every connection as it shuts down (57P01, admin_shutdown). */
function adminShutdown(): Buffer {
  const fields = ['SFATAL', 'VFATAL', 'C57P01', 'Mterminating connection due to administrator command'];
  const body = Buffer.concat([...fields.map((field) => Buffer.from(`${field}\0`)), Buffer.from([0])]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from('E'), length, body]);
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('the connection pool', () => {
  it('survives a database shutting down under a connection the server holds (a transaction, a migration)', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => {});
      socket.once('data', () => socket.write(READY));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const { port } = server.address() as net.AddressInfo;
    const database = connectDatabase(`postgres://rueda@127.0.0.1:${port}/rueda`);
    cleanups.push(() => database.close());

    const held = await database.pool.connect();
    const ended = new Promise((resolve) => held.once('end', resolve));
    // Without a listener on every client the pool makes, this 'error' on a checked-out client would end the process.
    for (const socket of sockets) socket.end(adminShutdown());
    await ended;
    held.release(true);
    expect(database.pool.totalCount).toBe(0);
  });
});
