import { can, type Permission } from '@rueda/domain';
import { useSession } from '../session';

/**
 * Whether the signed-in user's workshop role may use something (docs/roles.md). The web app only
 * hides what a role may not use; the server refuses it in every function regardless.
 */
export function usePermission(permission: Permission): boolean {
  const session = useSession();
  return session.status === 'signed-in' && can(session.claims.workshop?.role, permission);
}
