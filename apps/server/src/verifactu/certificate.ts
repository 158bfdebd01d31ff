// The certificate the sender presents to the AEAT's service (docs/verifactu.md §6): a qualified electronic
// certificate with its private key, as the PKCS#12 file (.p12, .pfx) certificates are exported as, and its password
// (VERIFACTU_CERTIFICATE_FILE, VERIFACTU_CERTIFICATE_PASSWORD). Opened once at start: a file that is not PKCS#12 or a
// password that does not open it stops the start with a sentence saying which (docs/product.md §24.2).
import { readFile } from 'node:fs/promises';
import { createSecureContext } from 'node:tls';

/** A certificate opened with its password: what node:https's Agent takes (`pfx`, `passphrase`). */
export interface VerifactuCertificate {
  file: string;
  pfx: Buffer;
  passphrase: string;
}

/** Why the certificate cannot be used, in one sentence an operator can act on. */
export class VerifactuCertificateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VerifactuCertificateError';
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads and opens the PKCS#12 file with its password; throws VerifactuCertificateError saying what is wrong. */
export async function loadVerifactuCertificate(file: string, password: string | undefined): Promise<VerifactuCertificate> {
  let pfx: Buffer;
  try {
    pfx = await readFile(file);
  } catch (error) {
    throw new VerifactuCertificateError(
      `VERIFACTU_CERTIFICATE_FILE names ${file}, which Rueda cannot read (${reasonOf(error)}). Point it at the PKCS#12 file ` +
        '(.p12 or .pfx) of the certificate that sends the VERI*FACTU records to the AEAT.',
    );
  }
  const passphrase = password ?? '';
  try {
    // OpenSSL opens the file as the TLS handshake will: the MAC check proves the password, the parse the format.
    createSecureContext({ pfx, passphrase });
  } catch (error) {
    const reason = reasonOf(error);
    if (/mac verify failure|invalid password/i.test(reason))
      throw new VerifactuCertificateError(
        `The certificate in ${file} does not open with ${password === undefined ? 'no password (VERIFACTU_CERTIFICATE_PASSWORD is unset)' : 'VERIFACTU_CERTIFICATE_PASSWORD'}: ` +
          'set VERIFACTU_CERTIFICATE_PASSWORD to the password it was exported with.',
      );
    // Certificates exported years ago (RC2-40, 3DES) need OpenSSL's legacy provider, which Node does not load.
    if (/unsupported pkcs12/i.test(reason))
      throw new VerifactuCertificateError(
        `The certificate in ${file} is encrypted the old way (RC2 or 3DES), which this Node.js no longer opens. Export it ` +
          'again with AES, for instance: openssl pkcs12 -legacy -in old.p12 -out plain.pem -nodes, then ' +
          'openssl pkcs12 -export -in plain.pem -out new.p12 (and delete plain.pem).',
      );
    throw new VerifactuCertificateError(
      `${file} is not a PKCS#12 certificate with its private key (${reason}). Export the certificate with its key as ` +
        'PKCS#12 (.p12 or .pfx) and point VERIFACTU_CERTIFICATE_FILE at it.',
    );
  }
  return { file, pfx, passphrase };
}
