// The certificate that sends the records (docs/verifactu.md §6): a PKCS#12 file made here with OpenSSL opens with its
// password; a wrong or missing password, a file that is not PKCS#12 and a file that is not there each stop the start
// with their own sentence. And where records go: the AEAT's test service by default in production, nothing there
// without a certificate, this server's local service in development.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../lib/env.ts';
import { loadVerifactuCertificate, VerifactuCertificateError } from './certificate.ts';
import { AEAT_ENDPOINTS, LOCAL_AEAT_PATH, verifactuSendingOf } from './sending-config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'rueda-verifactu-cert-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PASSWORD = 'contraseña de prueba';
const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
/** A self-signed certificate and its key, as PEM, and the two bundled as PKCS#12 under PASSWORD. */
const files = (() => {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const p12 = path.join(dir, 'cert.p12');
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '2',
    '-subj',
    '/CN=CICLOS MARTA/serialNumber=IDCES-89890001K',
  ]);
  openssl(['pkcs12', '-export', '-in', cert, '-inkey', key, '-out', p12, '-passout', `pass:${PASSWORD}`]);
  const legacy = path.join(dir, 'legacy.p12');
  openssl(['pkcs12', '-export', '-legacy', '-in', cert, '-inkey', key, '-out', legacy, '-passout', `pass:${PASSWORD}`]);
  return { key, cert, p12, legacy };
})();

describe('the certificate', () => {
  it('opens a PKCS#12 file with its password', async () => {
    const certificate = await loadVerifactuCertificate(files.p12, PASSWORD);
    expect(certificate).toMatchObject({ file: files.p12, passphrase: PASSWORD });
    expect(certificate.pfx.length).toBeGreaterThan(1000);
  });

  it('refuses a wrong password, and none when the file has one, naming VERIFACTU_CERTIFICATE_PASSWORD', async () => {
    await expect(loadVerifactuCertificate(files.p12, 'otra')).rejects.toThrow(
      `The certificate in ${files.p12} does not open with VERIFACTU_CERTIFICATE_PASSWORD`,
    );
    await expect(loadVerifactuCertificate(files.p12, undefined)).rejects.toThrow(
      'with no password (VERIFACTU_CERTIFICATE_PASSWORD is unset)',
    );
  });

  it('refuses one encrypted the old way (RC2-40, as OpenSSL’s -legacy writes it), saying how to export it again', async () => {
    await expect(loadVerifactuCertificate(files.legacy, PASSWORD)).rejects.toThrow(
      `The certificate in ${files.legacy} is encrypted the old way`,
    );
  });

  it('refuses a file that is not PKCS#12 (a PEM certificate, some text) and a file that is not there', async () => {
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'not a certificate');
    for (const file of [files.cert, text])
      await expect(loadVerifactuCertificate(file, PASSWORD)).rejects.toThrow(`${file} is not a PKCS#12 certificate with its private key`);
    const missing = path.join(dir, 'missing.p12');
    const refused = loadVerifactuCertificate(missing, PASSWORD);
    await expect(refused).rejects.toBeInstanceOf(VerifactuCertificateError);
    await expect(refused).rejects.toThrow(`VERIFACTU_CERTIFICATE_FILE names ${missing}, which Rueda cannot read`);
  });
});

describe('where records go', () => {
  const url = 'http://localhost:8080';

  it('in production: nowhere without a certificate; with one, the AEAT’s service of VERIFACTU_ENVIRONMENT', async () => {
    const none = await verifactuSendingOf(parseEnv({ NODE_ENV: 'production' }), url);
    expect(none).toMatchObject({ transport: null, warning: true });
    expect(none.notice).toContain('no record is sent to the AEAT');
    const certificate = { VERIFACTU_CERTIFICATE_FILE: files.p12, VERIFACTU_CERTIFICATE_PASSWORD: PASSWORD };
    const test = await verifactuSendingOf(parseEnv({ NODE_ENV: 'production', ...certificate }), url);
    expect(test.transport).toMatchObject({ endpoint: AEAT_ENDPOINTS.test, agent: expect.anything() });
    expect(test.notice).toBe(
      `VERI*FACTU records are sent to the AEAT's test environment (${AEAT_ENDPOINTS.test}) with the certificate in ${files.p12}.`,
    );
    test.transport!.agent!.destroy();
    const real = await verifactuSendingOf(parseEnv({ NODE_ENV: 'production', VERIFACTU_ENVIRONMENT: 'production', ...certificate }), url);
    expect(real.transport?.endpoint).toBe('https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP');
    real.transport!.agent!.destroy();
    await expect(
      verifactuSendingOf(parseEnv({ NODE_ENV: 'production', ...certificate, VERIFACTU_CERTIFICATE_PASSWORD: 'otra' }), url),
    ).rejects.toThrow(VerifactuCertificateError);
  });

  it('in development and tests: the local service, unless VERIFACTU_ENDPOINT says otherwise', async () => {
    const local = await verifactuSendingOf(parseEnv({ NODE_ENV: 'development' }), url);
    expect(local).toMatchObject({ warning: false, transport: { endpoint: `${url}${LOCAL_AEAT_PATH}` } });
    expect(local.notice).toContain('the local service that answers as the AEAT does');
    const elsewhere = await verifactuSendingOf(parseEnv({ NODE_ENV: 'test', VERIFACTU_ENDPOINT: 'https://aeat.example/ws' }), url);
    expect(elsewhere.transport?.endpoint).toBe('https://aeat.example/ws');
  });

  it('the configuration refuses a password without its file, and a plain-HTTP endpoint in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', VERIFACTU_CERTIFICATE_PASSWORD: 'x' })).toThrow(
      'VERIFACTU_CERTIFICATE_PASSWORD: set VERIFACTU_CERTIFICATE_FILE too',
    );
    expect(() => parseEnv({ VERIFACTU_ENDPOINT: 'http://aeat.example/ws' })).toThrow('VERIFACTU_ENDPOINT: must be an https:// address');
    expect(parseEnv({ NODE_ENV: 'test', VERIFACTU_ENDPOINT: 'http://127.0.0.1:9/x' }).VERIFACTU_ENDPOINT).toBe('http://127.0.0.1:9/x');
  });
});
