// docs/product.md §29.8: the installation's key that signs Portuguese documents (Portaria 363/2010 art. 6,
// Despacho 8632/2014 §6.2: RSA, 1024 bits). PORTUGAL_SIGNING_KEY_FILE names the program's certified key; without it a
// key is generated on the first start and kept in $DATA_DIR/portugal-signing-key.pem (mode 0600), as the generated
// auth secret is (db/auth-secret.ts), so that every instance on one machine and every restart signs with the same
// key. A generated key is nobody's certified key: the start says so.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../lib/env.ts';
import { SIGNATURE_KEY_BITS } from '../portugal/signature.ts';

/** What a Portuguese document's issue and view need of the installation. */
export interface PortugalConfig {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SAF-T's HashControl: the version of the private key that signs (4.1.4.5). */
  keyVersion: string;
  /** The AT's certificate number of the program (PORTUGAL_CERTIFICATE_NUMBER); null while it has none. */
  certificateNumber: string | null;
}

/** Where a generated key is kept. */
export function portugalKeyFileOf(dataDir: string): string {
  return path.join(dataDir, 'portugal-signing-key.pem');
}

/** The key a PEM file holds, checked to be RSA of §6.2's size; a file that cannot be used says what to do. */
function keyOf(pem: string, file: string, what: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new Error(`${what} ${file} is not a PEM private key (${(error as Error).message}).`);
  }
  if (key.asymmetricKeyType !== 'rsa' || key.asymmetricKeyDetails?.modulusLength !== SIGNATURE_KEY_BITS)
    throw new Error(`${what} ${file} is not an RSA key of ${SIGNATURE_KEY_BITS} bits (Despacho 8632/2014 §6.2).`);
  return key;
}

function readPem(file: string, what: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${what} ${file} cannot be read (${(error as Error).message}). Give Rueda's user access to it.`);
  }
}

/** Writes a new key to `file` (0600) unless another process got there first; answers the key the file holds. */
function generateKeyFile(file: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: SIGNATURE_KEY_BITS });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, pem, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
    return pem;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(temporary, { force: true });
  }
}

export interface ResolvedPortugalConfig {
  config: PortugalConfig;
  /** What the start says: which key signs, and whether it is a certified program's. */
  notice: { text: string; warning: boolean };
}

/** The configured key, else the generated one of `dataDir` (made now if there is none). */
export function resolvePortugalConfig(
  env: Pick<Env, 'PORTUGAL_SIGNING_KEY_FILE' | 'PORTUGAL_CERTIFICATE_NUMBER' | 'NODE_ENV'>,
  dataDir: string,
): ResolvedPortugalConfig {
  const certificateNumber = env.PORTUGAL_CERTIFICATE_NUMBER ?? null;
  const configured = env.PORTUGAL_SIGNING_KEY_FILE;
  let privateKey: KeyObject;
  let text: string;
  if (configured) {
    const pem = readPem(configured, 'PORTUGAL_SIGNING_KEY_FILE');
    if (pem === undefined) throw new Error(`PORTUGAL_SIGNING_KEY_FILE ${configured} does not exist.`);
    privateKey = keyOf(pem, configured, 'PORTUGAL_SIGNING_KEY_FILE');
    text = `Portuguese documents are signed with the key in ${configured}`;
  } else {
    const file = portugalKeyFileOf(dataDir);
    const kept = readPem(file, 'The generated Portuguese signing key');
    privateKey = keyOf(kept ?? generateKeyFile(file), file, 'The generated Portuguese signing key');
    // Only its owner reads it, whoever made it looser.
    if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    text =
      `PORTUGAL_SIGNING_KEY_FILE is not set: Portuguese documents are signed with the key ${kept ? 'kept' : 'generated now'} in ${file}, ` +
      "not a certified program's key (docs/configuration.md)";
  }
  text += certificateNumber ? `; certificate n.º ${certificateNumber}/AT.` : '; no AT certificate number (PORTUGAL_CERTIFICATE_NUMBER).';
  const warning = env.NODE_ENV === 'production' && (!configured || !certificateNumber);
  return { config: { privateKey, publicKey: createPublicKey(privateKey), keyVersion: '1', certificateNumber }, notice: { text, warning } };
}
