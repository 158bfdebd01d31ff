// The account, its workshop and its team: the account's own settings, the onboarding, the password-reset mail, the
// team and its invitations, the mechanics, the workshop's identity and settings (docs/product.md §17, §18; docs/roles.md).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import { ZEmptyInputSchema } from './empty-input.ts';
import { ZSendPasswordResetEmailInputSchema } from '../auth.ts';
import { ZAccountSchema, ZOnboardingInputSchema } from '../workshop.ts';
import { ZWorkshopSwitchInputSchema } from '../memberships.ts';
import { ZMechanicCreateInputSchema, ZMechanicSchema, ZMechanicUpdateInputSchema } from '../mechanics.ts';
import {
  ZAccountChangePasswordInputSchema,
  ZAccountUpdateInputSchema,
  ZTeamInvitationAcceptInputSchema,
  ZTeamInvitationIdInputSchema,
  ZTeamInvitationPreviewSchema,
  ZTeamInvitationSchema,
  ZTeamInviteInputSchema,
  ZTeamListOutputSchema,
  ZTeamMemberSchema,
  ZTeamRemoveInputSchema,
  ZTeamUpdateInputSchema,
  ZWorkshopConfigUpdateInputSchema,
  ZWorkshopOutputSchema,
  ZWorkshopUpdateInputSchema,
} from '../team.ts';

/** The account area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const ACCOUNT_FUNCTIONS = {
  dbUsersManageSendWorkshopPasswordResetEmail: {
    input: ZSendPasswordResetEmailInputSchema,
    output: z.boolean(),
  },
  onboardingComplete: {
    input: ZOnboardingInputSchema,
    output: ZAccountSchema,
  },
  mechanicsCreate: { input: ZMechanicCreateInputSchema, output: ZMechanicSchema },
  mechanicsUpdate: { input: ZMechanicUpdateInputSchema, output: ZMechanicSchema },
  // docs/product.md §17–§18: the team, the account's own settings and the workshop's identity (docs/roles.md).
  teamList: { input: ZEmptyInputSchema, output: ZTeamListOutputSchema },
  /** Mails a link to join the workshop with `role`; inviting an address with a pending invitation sends it again. */
  teamInvite: { input: ZTeamInviteInputSchema, output: ZTeamInvitationSchema },
  /** A new link for a pending or expired invitation (the old one stops working), mailed again. */
  teamInvitationResend: { input: ZTeamInvitationIdInputSchema, output: ZTeamInvitationSchema },
  teamInvitationRevoke: { input: ZTeamInvitationIdInputSchema, output: z.object({ revoked: z.literal(true) }) },
  /** The signed-in account joins the invitation's workshop with its role; answers the account after it. */
  teamInvitationAccept: { input: ZTeamInvitationAcceptInputSchema, output: ZAccountSchema },
  teamUpdate: { input: ZTeamUpdateInputSchema, output: ZTeamMemberSchema },
  /** The member leaves the workshop: their sessions end and their account no longer belongs to it. */
  teamRemove: { input: ZTeamRemoveInputSchema, output: z.object({ removed: z.literal(true) }) },
  accountUpdate: { input: ZAccountUpdateInputSchema, output: ZAccountSchema },
  /** docs/product.md §32.1: this session works in another of the account's workshops; answers the account there. */
  accountWorkshopSwitch: { input: ZWorkshopSwitchInputSchema, output: ZAccountSchema },
  /** Anyone holding the link: what the invitation is (workshop, role, inviter, address); not-found alike for unknown, used, revoked and expired. */
  teamInvitationPreview: { input: ZTeamInvitationAcceptInputSchema, output: ZTeamInvitationPreviewSchema },
  /** The signed-in account's pending invitation (to its own address), the newest, or null: offered before onboarding. */
  teamInvitationPending: { input: ZEmptyInputSchema, output: ZTeamInvitationPreviewSchema.nullable() },
  /** Ends the account's other sessions; this one goes on. */
  accountChangePassword: { input: ZAccountChangePasswordInputSchema, output: z.object({ changed: z.literal(true) }) },
  /** The account's every session ends, this one too. */
  accountSignOutEverywhere: { input: ZEmptyInputSchema, output: z.object({ signedOut: z.literal(true) }) },
  workshopUpdate: { input: ZWorkshopUpdateInputSchema, output: ZWorkshopOutputSchema },
  workshopConfigUpdate: { input: ZWorkshopConfigUpdateInputSchema, output: ZWorkshopOutputSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/account-schemas.ts`). */
export const ACCOUNT_FUNCTION_SCHEMAS: SchemasOf<typeof ACCOUNT_FUNCTIONS> = ACCOUNT_FUNCTIONS;
