// Posts a SOAP 1.1 message to the AEAT's service (SistemaFacturacion.wsdl: document/literal, SOAPAction "") over
// HTTPS with the certificate as the client's in mutual TLS, or over plain HTTP to the local service in development
// and the tests. Answers the status and the body, whatever the status (a SOAP fault comes with 500); a connection
// that fails or an answer that does not come in time throws.
import http from 'node:http';
import https from 'node:https';

/** Where and how the sender posts: the endpoint, and the agent that presents the certificate (https only). */
export interface SoapTransport {
  endpoint: string;
  agent?: https.Agent;
  /** How long a send may take, from connecting to the answer's last byte. */
  timeoutMs: number;
}

/** The most an answer may weigh: 1,000 lines of RespuestaLinea are well under it. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/** POSTs `envelope`; resolves with the HTTP status and the body as text. */
export function postSoap(transport: SoapTransport, envelope: string): Promise<{ status: number; body: string }> {
  const url = new URL(transport.endpoint);
  const body = Buffer.from(envelope, 'utf8');
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        ...(url.protocol === 'https:' && transport.agent ? { agent: transport.agent } : {}),
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""', 'content-length': body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) request.destroy(new Error(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.setTimeout(transport.timeoutMs, () => request.destroy(new Error(`no answer within ${transport.timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** The agent that presents the certificate to the AEAT's service (mutual TLS), one per process. */
export function certificateAgent(certificate: { pfx: Buffer; passphrase: string }): https.Agent {
  return new https.Agent({ pfx: certificate.pfx, passphrase: certificate.passphrase, keepAlive: true, maxSockets: 2 });
}
