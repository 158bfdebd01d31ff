// docs/product.md §26.1 (decision 046): Rueda runs behind HTTPS, as README's configuration has it (PUBLIC_URL
// https://…), and the proxy that ends TLS speaks HTTP/2 to the browser, as every common one does. The
// Lighthouse benchmark audits the pages through such a front, a few lines over Node's own http2, so the browser
// gets what a workshop's tablet gets: brotli (which Chromium asks for only over HTTPS) and one connection
// carrying every request at once (over plain HTTP/1.1 it opens six, and a screen's ninety files queue on them).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TlsFront {
  /** `https://127.0.0.1:PORT`, the address the browser and the server's PUBLIC_URL use. */
  url: string;
  /** Points the front at the server, once the server is up (the server needs the front's address first). */
  forwardTo(upstreamPort: number): void;
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1 valid for a day, made by the system's openssl (Chromium is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rueda-tls-'));
  try {
    try {
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
          ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
          ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
        ],
        { stdio: 'ignore' },
      );
    } catch (error) {
      throw new Error(
        'The Lighthouse benchmark makes its HTTPS certificate with openssl, which failed: install it (apt-get install openssl), ' +
          'or audit over plain HTTP with BENCH_LIGHTHOUSE_PLAIN_HTTP=1.',
        { cause: error },
      );
    }
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HTTP/2's own headers and HTTP/1.1's connection headers, which do not cross a proxy. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings']);

export async function startTlsFront(): Promise<TlsFront> {
  let upstreamPort: number | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_HEADERS.has(name)) headers[name] = value;
    }
    headers.host = request.headers[':authority'] ?? request.headers.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = request.socket.remoteAddress;
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const answerHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_HEADERS.has(name)) answerHeaders[name] = value;
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    forwardTo(next) {
      upstreamPort = next;
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
