// What to tell the user when the server refuses a team write or an invitation: the refusal's `details.reason`
// (docs/roles.md's rules, the invitation's state) when it names one, else the write's code (lib/write-error.ts).
import { FunctionError } from '@rueda/domain';
import { writeFailureOf, type WriteFailure } from '@/lib/write-error';

/** The reason a refusal names in its details, if any. */
export function refusalReasonOf(error: unknown): string | undefined {
  if (!(error instanceof FunctionError)) return undefined;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

function pick<Key extends string>(table: Record<string, Key>, reason: string | undefined): Key | undefined {
  return reason !== undefined && Object.hasOwn(table, reason) ? table[reason] : undefined;
}

const TEAM_REFUSALS = {
  'last-admin': 'lastAdmin',
  'admin-only': 'adminOnly',
  'member-not-found': 'memberNotFound',
  'mechanic-taken': 'mechanicTaken',
  'already-member': 'alreadyMember',
  'invitation-used': 'invitationUsed',
  'invitation-revoked': 'invitationRevoked',
  'invitation-not-found': 'invitationNotFound',
} as const;

export type TeamFailure = (typeof TEAM_REFUSALS)[keyof typeof TEAM_REFUSALS] | WriteFailure;

/** The `team:errors.*` text of a failed team write. */
export function teamFailureOf(error: unknown): TeamFailure {
  return pick<TeamFailure>(TEAM_REFUSALS, refusalReasonOf(error)) ?? writeFailureOf(error);
}

const JOIN_REFUSALS = {
  'invitation-not-found': 'notFound',
  'invitation-used': 'used',
  'invitation-revoked': 'revoked',
  'invitation-expired': 'expired',
  'already-member': 'alreadyMember',
  // docs/decisions/059-an-invitation-is-for-its-address.md: only the invited address's account may accept.
  'invitation-for-another-email': 'otherEmail',
} as const;

export type JoinRefusal = (typeof JOIN_REFUSALS)[keyof typeof JOIN_REFUSALS] | 'unavailable' | 'failed';

/** The `team:join.refusals.*` text of a failed acceptance. */
export function joinRefusalOf(error: unknown): JoinRefusal {
  const refusal = pick<JoinRefusal>(JOIN_REFUSALS, refusalReasonOf(error));
  if (refusal) return refusal;
  return writeFailureOf(error) === 'unavailable' ? 'unavailable' : 'failed';
}

/** The invited address, masked by the server, that an `otherEmail` refusal names. */
export function invitedEmailOf(error: unknown): string | undefined {
  if (!(error instanceof FunctionError)) return undefined;
  const email = (error.details as { invitedEmail?: unknown } | undefined)?.invitedEmail;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/** Refusals after which the same link can never work for this account: the button to join goes. */
export function isFinalRefusal(refusal: JoinRefusal): boolean {
  return (
    refusal === 'notFound' ||
    refusal === 'used' ||
    refusal === 'revoked' ||
    refusal === 'expired' ||
    refusal === 'alreadyMember' ||
    refusal === 'otherEmail'
  );
}
