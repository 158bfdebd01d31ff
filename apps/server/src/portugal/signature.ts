// A Portuguese document's signature (Portaria 363/2010 art. 6; Despacho 8632/2014 §2.1, §4 and §6.2): RSA with a
// 1024-bit key, PKCS #1 v1.5 padding, SHA-1, over the domain's signatureMessage in UTF-8, written in base 64 on one
// line, 172 characters. It is what `openssl dgst -sha1 -sign` and `openssl enc -base64 -A` make (§7.1).
import { constants, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { signatureMessage, SIGNATURE_LENGTH, type SignatureFields } from '@rueda/domain';

/** Despacho 8632/2014 §6.2: the private key has 1024 bits, so its signatures have 128 bytes, 172 in base 64. */
export const SIGNATURE_KEY_BITS = 1024;

function rsaKeyOf(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'rsa' || key.asymmetricKeyDetails?.modulusLength !== SIGNATURE_KEY_BITS) {
    throw new Error(`A Portuguese document is signed with an RSA key of ${SIGNATURE_KEY_BITS} bits (Despacho 8632/2014 §6.2).`);
  }
  return key;
}

/** The document's Hash: its fields' message signed with the private key (PEM or a key object), in base 64. */
export function signDocument(fields: SignatureFields, privateKey: KeyObject | string): string {
  const key = rsaKeyOf(typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey);
  const signature = sign('sha1', Buffer.from(signatureMessage(fields), 'utf8'), { key, padding: constants.RSA_PKCS1_PADDING });
  return signature.toString('base64');
}

/** Whether a Hash is the signature of these fields under the public key (PEM or a key object), as §7.2 checks it. */
export function verifyDocumentSignature(fields: SignatureFields, hash: string, publicKey: KeyObject | string): boolean {
  const key = rsaKeyOf(typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey);
  if (hash.length !== SIGNATURE_LENGTH) return false;
  const signature = Buffer.from(hash, 'base64');
  if (signature.toString('base64') !== hash) return false;
  return verify('sha1', Buffer.from(signatureMessage(fields), 'utf8'), { key, padding: constants.RSA_PKCS1_PADDING }, signature);
}
