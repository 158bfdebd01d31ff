// docs/architecture.md §12: passwords hashed with argon2id (m=19456 KiB, t=2, p=1), OWASP's baseline.
import { hash, verify } from '@node-rs/argon2';

const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** @node-rs/argon2 hashes with argon2id by default; the PHC string says so (`$argon2id$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a crash
  }
}
