// A fake server for the team feature's tests: the auth server plus the team's and the mechanics' functions
// answering from in-memory state as the real ones do (docs/roles.md's rules: only an admin makes or changes an
// admin, the workshop keeps an active admin, a mechanic record is one member's).
import { keepsAnActiveAdmin, type TMechanic, type TTeamInvitation, type TTeamMember, type TWorkshopClaim } from '@rueda/domain';
import { ACTIVE_ADMIN, ANA, authServer, workshopAccount, type AuthServerOptions } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';

export const SENT_AT = '2026-06-01T09:00:00.000Z';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const MANAGER: TWorkshopClaim = { ...ACTIVE_ADMIN, role: 'manager' };
export const MECHANIC: TWorkshopClaim = { ...ACTIVE_ADMIN, role: 'mechanic' };

export function memberOf(overrides: Partial<TTeamMember> & { userId: string; name: string }): TTeamMember {
  return {
    email: `${overrides.name.split(' ')[0]!.toLowerCase()}@taller.test`,
    role: 'mechanic',
    active: true,
    mechanicId: null,
    joinedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** Ana, the signed-in user (auth-server's ANA), the workshop's only admin. */
export const ANA_MEMBER = memberOf({ userId: ANA.id, name: 'Ana', email: ANA.email, role: 'admin' });
export const BRUNO = memberOf({ userId: 'user-bruno', name: 'Bruno Sanz', role: 'manager' });
export const CARLA = memberOf({ userId: 'user-carla', name: 'Carla Gómez', mechanicId: 'm-carla' });
export const DIEGO = memberOf({ userId: 'user-diego', name: 'Diego Ruiz', active: false });

export const MECHANICS: TMechanic[] = [
  { id: 'm-carla', name: 'Carla Gómez', active: true },
  { id: 'm-luis', name: 'Luis Martín', active: true },
  { id: 'm-pepe', name: 'Pepe Antiguo', active: false },
];

export function invitationOf(overrides: Partial<TTeamInvitation> & { id: string; email: string }): TTeamInvitation {
  return {
    role: 'mechanic',
    sentAt: SENT_AT,
    expiresAt: new Date(Date.parse(SENT_AT) + WEEK_MS).toISOString(),
    state: 'pending',
    ...overrides,
  };
}

export const PENDING = invitationOf({ id: 'inv-pending', email: 'nuevo@taller.test' });
export const EXPIRED = invitationOf({
  id: 'inv-expired',
  email: 'tarde@taller.test',
  role: 'manager',
  sentAt: '2026-05-01T09:00:00.000Z',
  expiresAt: '2026-05-08T09:00:00.000Z',
  state: 'expired',
});

export interface TeamServerOptions extends AuthServerOptions {
  members?: TTeamMember[];
  invitations?: TTeamInvitation[];
  mechanics?: TMechanic[];
}

const adminOnly = () => failure('permission-denied', { details: { reason: 'admin-only' } });

export function teamServer({
  members = [ANA_MEMBER, BRUNO, CARLA, DIEGO],
  invitations = [PENDING, EXPIRED],
  mechanics = MECHANICS,
  ...options
}: TeamServerOptions = {}) {
  const state = { members: structuredClone(members), invitations: structuredClone(invitations), mechanics: structuredClone(mechanics) };
  let created = 0;
  const workshop = options.workshop === undefined ? ACTIVE_ADMIN : options.workshop;
  const isAdmin = () => workshop?.role === 'admin';
  const findMember = (userId: string) => state.members.find((member) => member.userId === userId);
  const findInvitation = (id: string) => state.invitations.find((invitation) => invitation.id === id);
  const sendTo = (email: string, role: TTeamInvitation['role']) => {
    const invitation = invitationOf({ id: `inv-${++created}`, email, role });
    state.invitations = [invitation, ...state.invitations.filter((old) => old.email !== email)];
    return invitation;
  };

  const server = authServer({
    isSignedIn: true,
    account: workshopAccount({ role: workshop?.role ?? null }),
    ...options,
    functions: {
      teamList: () => ({ members: state.members, invitations: state.invitations }),
      teamInvite: ({ email, role }) => {
        if (role === 'admin' && !isAdmin()) return adminOnly();
        if (state.members.some((member) => member.email === email)) {
          return failure('failed-precondition', {
            details: { reason: 'already-member', fields: [{ field: 'email', message: 'Already a member of the workshop.' }] },
          });
        }
        return sendTo(email, role);
      },
      teamInvitationResend: ({ id }) => {
        const invitation = findInvitation(id);
        if (!invitation) return failure('not-found', { details: { reason: 'invitation-not-found' } });
        if (invitation.role === 'admin' && !isAdmin()) return adminOnly();
        return sendTo(invitation.email, invitation.role);
      },
      teamInvitationRevoke: ({ id }) => {
        if (!findInvitation(id)) return failure('not-found', { details: { reason: 'invitation-not-found' } });
        state.invitations = state.invitations.filter((invitation) => invitation.id !== id);
        return { revoked: true };
      },
      teamUpdate: ({ userId, role, active, mechanicId }) => {
        const member = findMember(userId);
        if (!member) return failure('not-found', { details: { reason: 'member-not-found' } });
        if ((member.role === 'admin' || role === 'admin') && !isAdmin()) return adminOnly();
        const next: TTeamMember = {
          ...member,
          ...(role === undefined ? {} : { role }),
          ...(active === undefined ? {} : { active }),
          ...(mechanicId === undefined ? {} : { mechanicId }),
        };
        const after = state.members.map((old) => (old.userId === userId ? next : old));
        if (!keepsAnActiveAdmin(after)) return failure('failed-precondition', { details: { reason: 'last-admin' } });
        if (mechanicId && state.members.some((other) => other.userId !== userId && other.mechanicId === mechanicId)) {
          return failure('failed-precondition', {
            details: { reason: 'mechanic-taken', fields: [{ field: 'mechanicId', message: 'Taken.' }] },
          });
        }
        state.members = after;
        return next;
      },
      teamRemove: ({ userId }) => {
        const member = findMember(userId);
        if (!member) return failure('not-found', { details: { reason: 'member-not-found' } });
        if (member.role === 'admin' && !isAdmin()) return adminOnly();
        const after = state.members.filter((old) => old.userId !== userId);
        if (!keepsAnActiveAdmin(after)) return failure('failed-precondition', { details: { reason: 'last-admin' } });
        state.members = after;
        return { removed: true };
      },
      mechanicsList: () => state.mechanics,
      mechanicsCreate: ({ name }) => {
        const mechanic = { id: `m-new-${++created}`, name, active: true };
        state.mechanics = [...state.mechanics, mechanic];
        return mechanic;
      },
      mechanicsUpdate: ({ id, name, active }) => {
        const mechanic = state.mechanics.find((candidate) => candidate.id === id);
        if (!mechanic) return failure('not-found');
        const next = { ...mechanic, ...(name === undefined ? {} : { name }), ...(active === undefined ? {} : { active }) };
        state.mechanics = state.mechanics.map((old) => (old.id === id ? next : old));
        return next;
      },
      ...options.functions,
    },
  });
  return { ...server, teamState: state };
}
