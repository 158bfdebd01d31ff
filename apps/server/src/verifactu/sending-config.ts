// Where VERI*FACTU records go and with which certificate (docs/verifactu.md §6, docs/configuration.md): the AEAT's
// service of VERIFACTU_ENVIRONMENT in production, this server's local service in development and tests, or
// VERIFACTU_ENDPOINT; with the certificate of VERIFACTU_CERTIFICATE_FILE. In production without a certificate
// nothing is sent: the records stay pending, and the start says so.
import type { Env } from '../lib/env.ts';
import { loadVerifactuCertificate } from './certificate.ts';
import { certificateAgent, type SoapTransport } from './soap-client.ts';

/** The AEAT's VERI*FACTU service (SistemaFacturacion.wsdl, service sfVerifactu: ports SistemaVerifactuPruebas and SistemaVerifactu). */
export const AEAT_ENDPOINTS = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

/** The local service's path (local-aeat.ts), served outside production only. */
export const LOCAL_AEAT_PATH = '/dev/aeat/verifactu';

/** How long one send may take before it counts as unanswered. */
const SEND_TIMEOUT_MS = 60_000;

export interface VerifactuSending {
  /** Null: nothing is sent. */
  transport: SoapTransport | null;
  /** What the start-up log says about sending. */
  notice: string;
  /** The notice is a warning: records will wait. */
  warning: boolean;
}

type SendingEnv = Pick<
  Env,
  'NODE_ENV' | 'VERIFACTU_ENVIRONMENT' | 'VERIFACTU_ENDPOINT' | 'VERIFACTU_CERTIFICATE_FILE' | 'VERIFACTU_CERTIFICATE_PASSWORD'
>;

/** Decides where records go; opens the certificate, throwing VerifactuCertificateError when it cannot be used. */
export async function verifactuSendingOf(env: SendingEnv, publicUrl: string): Promise<VerifactuSending> {
  const production = env.NODE_ENV === 'production';
  const certificate = env.VERIFACTU_CERTIFICATE_FILE
    ? await loadVerifactuCertificate(env.VERIFACTU_CERTIFICATE_FILE, env.VERIFACTU_CERTIFICATE_PASSWORD)
    : null;
  const endpoint = env.VERIFACTU_ENDPOINT ?? (production ? AEAT_ENDPOINTS[env.VERIFACTU_ENVIRONMENT] : `${publicUrl}${LOCAL_AEAT_PATH}`);
  if (production && !certificate)
    return {
      transport: null,
      warning: true,
      notice:
        'VERI*FACTU: VERIFACTU_CERTIFICATE_FILE is not set, so no record is sent to the AEAT. Spanish workshops’ invoices ' +
        'keep their records pending until a certificate is configured (docs/verifactu.md).',
    };
  const where =
    endpoint === AEAT_ENDPOINTS.test
      ? "the AEAT's test environment"
      : endpoint === AEAT_ENDPOINTS.production
        ? 'the AEAT'
        : endpoint.endsWith(LOCAL_AEAT_PATH)
          ? 'the local service that answers as the AEAT does'
          : 'VERIFACTU_ENDPOINT';
  return {
    transport: { endpoint, timeoutMs: SEND_TIMEOUT_MS, ...(certificate ? { agent: certificateAgent(certificate) } : {}) },
    warning: false,
    notice: `VERI*FACTU records are sent to ${where} (${endpoint})${certificate ? ` with the certificate in ${certificate.file}` : ''}.`,
  };
}
