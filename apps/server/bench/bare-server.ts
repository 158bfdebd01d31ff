// The bare Fastify JSON endpoint the repairsList benchmark compares with: same process model, no
// auth, no database. `/hello` answers a tiny object; `/same-payload` answers the body given in
// BARE_PAYLOAD_FILE (a real repairsList answer), serialised on every request; `/same-gzip` sends
// that answer's bytes gzipped once, as a kept repairsList answer goes: the most this machine's load
// generator can take in at that size.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const payload: unknown = process.env.BARE_PAYLOAD_FILE ? JSON.parse(readFileSync(process.env.BARE_PAYLOAD_FILE, 'utf8')) : null;
app.post('/hello', async () => ({ result: { hello: 'world' } }));
app.post('/same-payload', async () => payload);
const gzipped = gzipSync(JSON.stringify(payload));
app.post('/same-gzip', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(gzipped),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
