// Accounts: sign-in error codes (docs/product.md §8) and the ID token's claims (docs/product.md §3).
import { z } from 'zod';
import { CLAIM_ROLES, type ClaimRole } from './auth-constants.ts';

// The error codes and the roles live in auth-constants.ts, which builds no schema: the web app's sign-in page uses
// them without downloading zod (docs/decisions/068).
export {
  AUTH_ERROR_CODES,
  CHAIN_READER_ROLE,
  CLAIM_ROLES,
  WORKSHOP_ROLES,
  authErrorMessageKey,
  type AuthErrorCode,
  type ClaimRole,
  type WorkshopRole,
} from './auth-constants.ts';

export const ZWorkshopClaimSchema = z.object({
  /** A member's role, or `chainAdmin`: a chain administrator reading a workshop of the chain (docs/product.md §32.2). */
  role: z.enum(CLAIM_ROLES),
  /** The workshop ("service point") id. */
  uid: z.string(),
  active: z.boolean(),
  trial: z.boolean(),
  free: z.boolean(),
});
export type TWorkshopClaim = z.infer<typeof ZWorkshopClaimSchema>;

/** docs/product.md §3: token claims. `roles` may contain 'workshop'; `workshop` is present for staff. */
export const ZTokenClaimsSchema = z.object({
  roles: z.array(z.string()),
  workshop: ZWorkshopClaimSchema.optional(),
});
export type TTokenClaims = z.infer<typeof ZTokenClaimsSchema>;

export const WORKSHOP_ROLE_CLAIM = 'workshop';

/** True when the claims name a workshop staff member (docs/product.md §6). */
export function isWorkshopUser(claims: TTokenClaims | null | undefined): boolean {
  return Boolean(claims?.roles.includes(WORKSHOP_ROLE_CLAIM) && claims.workshop);
}

/** docs/product.md §4: the subscription states. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'expired', 'canceled', 'incomplete', 'active'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the database knows about an account's place in a workshop, as the claims need it. */
export interface WorkshopMembership {
  workshopId: string | null;
  role: string | null;
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  isFree: boolean;
  /** docs/product.md §17.3: a deactivated member is not staff (absent: active). */
  active?: boolean;
}

/** docs/product.md §4: a trial counts only while its end is in the future. */
export function isTrialActive(subscriptionStatus: string | null | undefined, trialEndsAt: Date | null | undefined, now: Date): boolean {
  return subscriptionStatus === 'trialing' && trialEndsAt != null && trialEndsAt.getTime() > now.getTime();
}

/**
 * The ID token's claims (docs/product.md §3), computed when the token is issued. An account with no
 * workshop, or with a role outside admin/manager/mechanic (or a chain administrator's read mode, docs/product.md
 * §32.2), is not workshop staff and gets no `workshop` claim. A trial counts only while its end is in the future.
 */
export function claimsFromMembership(membership: WorkshopMembership | null, now: Date): TTokenClaims {
  if (!membership?.workshopId || membership.active === false || !(CLAIM_ROLES as readonly string[]).includes(membership.role ?? '')) {
    return { roles: [] };
  }
  const trial = isTrialActive(membership.subscriptionStatus, membership.trialEndsAt, now);
  return {
    roles: [WORKSHOP_ROLE_CLAIM],
    workshop: {
      role: membership.role as ClaimRole,
      uid: membership.workshopId,
      active: membership.subscriptionStatus === 'active',
      trial,
      free: membership.isFree,
    },
  };
}

/**
 * The password-reset mail's request (dbUsersManageSendWorkshopPasswordResetEmail). Here rather than with the
 * other functions' schemas, which import the whole domain: the sign-in page uses it.
 */
export const ZSendPasswordResetEmailInputSchema = z.object({
  email: z.email().max(254),
});
export type TSendPasswordResetEmailInput = z.infer<typeof ZSendPasswordResetEmailInputSchema>;
