// Who may call a function, declared as data on each function (docs/roles.md), and what a call that
// passes knows about its caller. The access a function declares types its context: a function that
// needs a permission gets a `workshopId: string`, never a null it would have to assert away.
import { can, FunctionError, hasAccess, type Permission, type TTokenClaims, type ClaimRole } from '@rueda/domain';
import type { VerifiedUser } from '../auth/id-token.ts';

/** Anyone, signed in or not; a token that is sent must still be valid (the transport checks it). */
export interface PublicCaller {
  user: VerifiedUser | null;
  claims: TTokenClaims | null;
  /** The caller's workshop, from the verified token; null for callers outside a workshop. */
  workshopId: string | null;
}

/** Any verified account, in a workshop or not (onboarding, the account itself). */
export interface SignedInCaller {
  user: VerifiedUser;
  claims: TTokenClaims;
  workshopId: string | null;
}

/** A member of a workshop whose role has the permission. */
export interface WorkshopCaller {
  user: VerifiedUser;
  claims: TTokenClaims;
  /** From the verified token, never from the request body: every query is scoped by it. */
  workshopId: string;
  role: ClaimRole;
}

export type Caller = PublicCaller | SignedInCaller | WorkshopCaller;

export interface FunctionAccess<C extends Caller = Caller> {
  readonly kind: 'public' | 'signed-in' | 'permission';
  /** For `permission`: what the caller's role must have (docs/roles.md). */
  readonly permission?: Permission;
  /** For `permission`: the workshop may call without an active, trial or free subscription (docs/product.md §6). */
  readonly withoutSubscription?: boolean;
  /** The caller as this access knows them; throws unauthenticated or permission-denied otherwise. */
  identify(user: VerifiedUser | null): C;
}

function signedIn(user: VerifiedUser | null, message = 'Sign-in required.'): SignedInCaller {
  if (!user) throw new FunctionError('unauthenticated', message);
  return { user, claims: user.claims, workshopId: user.claims.workshop?.uid ?? null };
}

const publicAccess: FunctionAccess<PublicCaller> = {
  kind: 'public',
  identify: (user) => ({ user, claims: user?.claims ?? null, workshopId: user?.claims.workshop?.uid ?? null }),
};

const signedInAccess: FunctionAccess<SignedInCaller> = { kind: 'signed-in', identify: (user) => signedIn(user) };

/**
 * A workshop claim whose role has `permission` and, unless `withoutSubscription`, a workshop with
 * access: active, trial or free (docs/product.md §6). `unauthenticatedMessage` is the words a caller
 * without a token gets, where the product names them (§5: checkout's 'User not authenticated').
 */
function permissionAccess(
  permission: Permission,
  options: { withoutSubscription?: true; unauthenticatedMessage?: string } = {},
): FunctionAccess<WorkshopCaller> {
  const withoutSubscription = options.withoutSubscription ?? false;
  return {
    kind: 'permission',
    permission,
    withoutSubscription,
    identify(user) {
      const caller = signedIn(user, options.unauthenticatedMessage);
      const workshop = caller.claims.workshop;
      if (!workshop || !can(workshop.role, permission))
        throw new FunctionError('permission-denied', 'Your role may not do this.', { reason: 'role' });
      if (!withoutSubscription && !hasAccess(caller.claims)) {
        throw new FunctionError('permission-denied', 'An active subscription is required.', { reason: 'subscription-required' });
      }
      return { user: caller.user, claims: caller.claims, workshopId: workshop.uid, role: workshop.role };
    },
  };
}

/** The three kinds of access: `Access.public`, `Access.signedIn`, `Access.permission('repairs.edit')`. */
export const Access = { public: publicAccess, signedIn: signedInAccess, permission: permissionAccess };
