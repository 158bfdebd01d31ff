// What a device remembers to start without a connection (docs/product.md §30.2): the public config of its last
// start, and the account signed in on it with the claims of its last ID token. Kept in localStorage, read
// synchronously when the server cannot be reached; the account is forgotten at sign-out. The token itself is never
// kept: without a connection the app shows what the device kept and calls nothing.
import type { TPublicConfig, TTokenClaims } from '@rueda/domain';
import { checkPublicConfig, sessionUserOf, tokenClaimsOf, type TSessionUser } from './start-answers';

const CONFIG_KEY = 'rueda.device.config';
const ACCOUNT_KEY = 'rueda.device.account';

export interface DeviceAccount {
  user: TSessionUser;
  claims: TTokenClaims;
  /** When the device last saw this account signed in, in epoch milliseconds. */
  savedAt: number;
}

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private browsing, or full): the device starts offline only with what it had.
  }
}

export function rememberDeviceConfig(config: TPublicConfig): void {
  write(CONFIG_KEY, config);
}

/** The config of the device's last start, checked as the server's answer is; null when none or not valid. */
export function deviceConfig(): TPublicConfig | null {
  const stored = read(CONFIG_KEY);
  if (stored === null) return null;
  const checked = checkPublicConfig(stored);
  return 'config' in checked ? checked.config : null;
}

export function rememberDeviceAccount(account: DeviceAccount | null): void {
  const stored = deviceAccount();
  // Written when it changes only: the session is read again every minute.
  if (
    account &&
    stored &&
    JSON.stringify(stored.user) === JSON.stringify(account.user) &&
    JSON.stringify(stored.claims) === JSON.stringify(account.claims)
  )
    return;
  write(ACCOUNT_KEY, account);
}

/** The account last signed in on this device, or null (none, signed out, or not readable). */
export function deviceAccount(): DeviceAccount | null {
  const stored = read(ACCOUNT_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { user, claims, savedAt } = stored as Record<string, unknown>;
  try {
    const checkedUser = sessionUserOf({ user });
    const checkedClaims = tokenClaimsOf(claims);
    if (!checkedUser || !checkedClaims || typeof savedAt !== 'number') return null;
    return { user: checkedUser, claims: checkedClaims, savedAt };
  } catch {
    return null;
  }
}
