// Despacho 8632/2014 §7.1's two records, signed and chained with a key pair made here: the Despacho prints its own
// example key only in part ("of which is shown a part"), so its signatures (oso2FoOw…, Y2ogVAC9…) cannot be
// recomputed by anyone. What can be checked is the mechanism: 172 characters, PKCS #1 v1.5 over SHA-1 of the exact
// message (the digest read back out of the signature with the public key), and the chain from record to record.
import { createHash, constants, generateKeyPairSync, publicDecrypt, type KeyObject } from 'node:crypto';
import { signatureMark, signatureMessage, type SignatureFields } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { signDocument, verifyDocumentSignature } from './signature.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const other = generateKeyPairSync('rsa', { modulusLength: 1024 });

const RECORD_1: SignatureFields = {
  invoiceDate: '2010-05-18',
  systemEntryDate: '2010-05-18T11:22:19',
  invoiceNo: 'FAC 001/14',
  grossTotalCents: 312,
  previousHash: '',
};

/** RFC 8017 §9.2: the DigestInfo a PKCS #1 v1.5 signature with SHA-1 carries, the algorithm's identifier and the digest. */
function digestInfoOf(message: string): Buffer {
  const sha1Identifier = Buffer.from('3021300906052b0e03021a05000414', 'hex');
  return Buffer.concat([sha1Identifier, createHash('sha1').update(message, 'utf8').digest()]);
}

function recoveredDigestInfo(hash: string, key: KeyObject): Buffer {
  return publicDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(hash, 'base64'));
}

describe('the document’s signature', () => {
  it('signs §7.1’s record 1 as 172 base-64 characters on one line, PKCS #1 v1.5 over the message’s SHA-1', () => {
    const hash = signDocument(RECORD_1, privateKey);
    expect(hash).toMatch(/^[A-Za-z0-9+/]{170}[A-Za-z0-9+/=]{2}$/);
    expect(hash).toHaveLength(172);
    expect(recoveredDigestInfo(hash, publicKey).equals(digestInfoOf('2010-05-18;2010-05-18T11:22:19;FAC 001/14;3.12;'))).toBe(true);
    expect(signDocument(RECORD_1, privateKey)).toBe(hash);
    expect(verifyDocumentSignature(RECORD_1, hash, publicKey)).toBe(true);
  });

  it('chains §7.1’s record 2 to record 1’s signature, and the chain verifies record by record', () => {
    const first = signDocument(RECORD_1, privateKey);
    const second: SignatureFields = {
      invoiceDate: '2010-05-18',
      systemEntryDate: '2010-05-18T15:43:25',
      invoiceNo: 'FAC 001/15',
      grossTotalCents: 2562,
      previousHash: first,
    };
    const hash = signDocument(second, privateKey);
    expect(recoveredDigestInfo(hash, publicKey).equals(digestInfoOf(`2010-05-18;2010-05-18T15:43:25;FAC 001/15;25.62;${first}`))).toBe(
      true,
    );
    expect(verifyDocumentSignature(second, hash, publicKey)).toBe(true);
    expect(signatureMark(hash)).toBe(`${hash[0]}${hash[10]}${hash[20]}${hash[30]}`);
  });

  it('takes the key as PEM too, as a key file holds it', () => {
    const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(pem.startsWith('-----BEGIN RSA PRIVATE KEY-----')).toBe(true);
    expect(signDocument(RECORD_1, pem)).toBe(signDocument(RECORD_1, privateKey));
    expect(verifyDocumentSignature(RECORD_1, signDocument(RECORD_1, pem), publicPem)).toBe(true);
  });

  it('refuses a changed field, a changed previous hash, another key and a damaged signature', () => {
    const hash = signDocument(RECORD_1, privateKey);
    expect(verifyDocumentSignature({ ...RECORD_1, grossTotalCents: 313 }, hash, publicKey)).toBe(false);
    expect(verifyDocumentSignature({ ...RECORD_1, systemEntryDate: '2010-05-18T11:22:20' }, hash, publicKey)).toBe(false);
    expect(verifyDocumentSignature({ ...RECORD_1, previousHash: hash }, hash, publicKey)).toBe(false);
    expect(verifyDocumentSignature(RECORD_1, hash, other.publicKey)).toBe(false);
    expect(verifyDocumentSignature(RECORD_1, `${hash.slice(0, 171)}${hash[171] === 'A' ? 'B' : 'A'}`, publicKey)).toBe(false);
    expect(verifyDocumentSignature(RECORD_1, hash.slice(0, 168), publicKey)).toBe(false);
  });

  it('signs the message the domain composes, not another one: a trailing line break would change it', () => {
    const hash = signDocument(RECORD_1, privateKey);
    expect(recoveredDigestInfo(hash, publicKey).equals(digestInfoOf(`${signatureMessage(RECORD_1)}\n`))).toBe(false);
  });

  it('refuses a key of another size than §6.2’s 1024 bits', () => {
    const larger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(() => signDocument(RECORD_1, larger.privateKey)).toThrow(/1024 bits/);
    expect(() => verifyDocumentSignature(RECORD_1, 'x'.repeat(172), larger.publicKey)).toThrow(/1024 bits/);
  });
});
