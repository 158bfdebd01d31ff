// The three answers every page reads before its first screen: the public config, the session's user and the ID
// token's claims. They are checked here by hand, field by field, instead of with the domain's zod schemas, so that
// zod stays out of the sign-in page's download (decision 068); start-answers.test.ts holds each check to its schema
// (ZPublicConfigSchema, ZTokenClaimsSchema), which stays the rule. Like a zod parse, each keeps only the known fields.
import { CLAIM_ROLES, type TPublicConfig, type TTokenClaims, type TWorkshopClaim } from '@rueda/domain';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** A valid public config, or the problems of an invalid one, one line per field (`(root)` when it is no object). */
export function checkPublicConfig(body: unknown): { config: TPublicConfig } | { issues: string[] } {
  if (!isRecord(body)) return { issues: ['(root): expected an object'] };
  const issues: string[] = [];
  if (!isStringOrNull(body.tokenSyncUrl)) issues.push('tokenSyncUrl: expected a string or null');
  if (typeof body.devMailbox !== 'boolean') issues.push('devMailbox: expected a boolean');
  if (!isStringOrNull(body.chatWidgetScriptUrl)) issues.push('chatWidgetScriptUrl: expected a string or null');
  if (body.linksOnlyHere !== undefined && !isStringOrNull(body.linksOnlyHere))
    issues.push('linksOnlyHere: expected a string, null or nothing');
  if (issues.length > 0) return { issues };
  const config: TPublicConfig = {
    tokenSyncUrl: body.tokenSyncUrl as string | null,
    devMailbox: body.devMailbox as boolean,
    chatWidgetScriptUrl: body.chatWidgetScriptUrl as string | null,
  };
  if (body.linksOnlyHere !== undefined) config.linksOnlyHere = body.linksOnlyHere as string | null;
  return { config };
}

/** The public config, or an error naming every invalid field. */
export function parsePublicConfig(body: unknown): TPublicConfig {
  const checked = checkPublicConfig(body);
  if ('issues' in checked) throw new TypeError(`Invalid public config: ${checked.issues.join('; ')}`);
  return checked.config;
}

/** The signed-in user better-auth's session answer names. */
export interface TSessionUser {
  id: string;
  email: string;
  name: string;
}

/** The user of a session answer (`{ user, session }`), null when signed out; throws on any other shape. */
export function sessionUserOf(body: unknown): TSessionUser | null {
  if (body === null) return null;
  const user = isRecord(body) ? body.user : undefined;
  if (!isRecord(user) || typeof user.id !== 'string' || typeof user.email !== 'string' || typeof user.name !== 'string')
    throw new TypeError('The session answer names no valid user (id, email and name).');
  return { id: user.id, email: user.email, name: user.name };
}

function workshopClaimOf(value: unknown): TWorkshopClaim | null {
  if (!isRecord(value)) return null;
  const { role, uid, active, trial, free } = value;
  if (!(CLAIM_ROLES as readonly unknown[]).includes(role) || typeof uid !== 'string') return null;
  if (typeof active !== 'boolean' || typeof trial !== 'boolean' || typeof free !== 'boolean') return null;
  return { role: role as TWorkshopClaim['role'], uid, active, trial, free };
}

/** The claims of docs/product.md §3 in a token's payload, or null when they are not valid claims. */
export function tokenClaimsOf(payload: unknown): TTokenClaims | null {
  if (!isRecord(payload) || !Array.isArray(payload.roles) || !payload.roles.every((role) => typeof role === 'string')) return null;
  const roles = [...(payload.roles as string[])];
  if (payload.workshop === undefined) return { roles };
  const workshop = workshopClaimOf(payload.workshop);
  return workshop ? { roles, workshop } : null;
}
