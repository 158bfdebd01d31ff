// docs/product.md §17–§18: a workshop's team (its members and their invitations), the account's own settings,
// and the workshop's identity. Who may do what is docs/roles.md (permissions.ts); the rules a write must keep
// are here.
import { z } from 'zod';
import { ZOnlineBookingSettingsSchema } from './online-booking/settings.ts';
import { WORKSHOP_ROLES, type WorkshopRole } from './auth.ts';
import { LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { ZBookingSettingsSchema } from './bookings/settings.ts';
import { ZWorkshopSummarySchema } from './workshop.ts';

/** docs/product.md §18.4: where the admin downloads everything of the workshop as a ZIP (decision 048). */
export const WORKSHOP_EXPORT_PATH = '/api/exports/workshop';

/** docs/product.md §17.1: an invitation's link works for 7 days. */
export const TEAM_INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const ZUserIdSchema = z.string().trim().min(1).max(200);
const ZRoleSchema = z.enum(WORKSHOP_ROLES);

export const ZTeamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRoleSchema,
  /** A deactivated member may not sign in; their row and history stay. */
  active: z.boolean(),
  /** The mechanic record the member works as, if any. */
  mechanicId: z.string().nullable(),
  joinedAt: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

export const ZTeamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: ZRoleSchema,
  sentAt: z.string(),
  expiresAt: z.string(),
  /** Pending until used, revoked or past its expiry (then it can be sent again). */
  state: z.enum(['pending', 'expired']),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitationSchema>;

export const ZTeamListOutputSchema = z.object({
  members: z.array(ZTeamMemberSchema),
  /** Invitations not yet accepted nor revoked, the newest first. */
  invitations: z.array(ZTeamInvitationSchema),
});
export type TTeamListOutput = z.infer<typeof ZTeamListOutputSchema>;

export const ZTeamInviteInputSchema = z.object({
  email: z.email().trim().toLowerCase().max(254),
  role: ZRoleSchema,
});
export const ZTeamInvitationIdInputSchema = z.object({ id: z.string().trim().min(1).max(200) });
/** The link's token: 43 characters of base64url (32 random bytes). */
export const ZTeamInvitationAcceptInputSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * What the invitation page and the account's pending invitation show (docs/roles.md, "Invite people"): the
 * workshop's name, the role, who invited (their name, else their email) and the invited address, which the
 * page's sign-up form takes as the account's. Only a pending, unexpired invitation is shown.
 */
export const ZTeamInvitationPreviewSchema = z.object({
  workshop: z.string(),
  role: ZRoleSchema,
  inviter: z.string(),
  email: z.string(),
});
export type TTeamInvitationPreview = z.infer<typeof ZTeamInvitationPreviewSchema>;

export const ZTeamUpdateInputSchema = z
  .object({
    userId: ZUserIdSchema,
    role: ZRoleSchema.optional(),
    active: z.boolean().optional(),
    mechanicId: z.string().trim().min(1).max(200).nullable().optional(),
  })
  .refine((input) => input.role !== undefined || input.active !== undefined || input.mechanicId !== undefined, {
    message: 'Nothing to change.',
    path: ['role'],
  });
export const ZTeamRemoveInputSchema = z.object({ userId: ZUserIdSchema });

/** What a member looks like to the last-admin rule. */
export interface TeamSeat {
  userId: string;
  role: WorkshopRole;
  active: boolean;
}

/**
 * docs/product.md §17.3: a workshop always keeps at least one active admin. True when `members` after a change
 * still has one.
 */
export function keepsAnActiveAdmin(members: readonly TeamSeat[]): boolean {
  return members.some((member) => member.role === 'admin' && member.active);
}

export const ZAccountUpdateInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((input) => input.name !== undefined || input.language !== undefined, { message: 'Nothing to change.', path: ['name'] });

export const ZAccountChangePasswordInputSchema = z.object({
  current: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  next: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});

/** docs/product.md §18.2: the workshop's logo, on the work order and the invoices; at most 2 MB as uploaded. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side a logo is kept at (it prints a few centimetres wide). */
export const LOGO_SIDE = 600;
/** Where the logo's image is served, for a member of its workshop; `version` (its logoVersion) makes each image its own address. */
export const workshopLogoPath = (version: string) => `/api/workshop/logo?v=${encodeURIComponent(version)}`;

export const ZWorkshopUpdateInputSchema = z
  .object({
    name: z.string().trim().min(2).max(120).optional(),
    address: z.string().trim().max(200).optional(),
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[+()\d\s.-]*$/)
      .optional(),
    taxId: z.string().trim().max(20).optional(),
    /** The opening hours, closed days, bookable share (the daily capacity) and time zone: the calendar's settings. */
    booking: ZBookingSettingsSchema.optional(),
    /** docs/product.md §22.1: the booking page's address (slug), the services it offers, the notice it asks, paused. */
    onlineBooking: ZOnlineBookingSettingsSchema.optional(),
    /** The logo's file in base64 (sniffed and resized by the server), or null to remove it. */
    logo: z
      .string()
      .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4096, { message: 'The logo is larger than 2 MB.' })
      .nullable()
      .optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: 'Nothing to change.', path: ['name'] });

export const ZWorkshopOutputSchema = ZWorkshopSummarySchema;

/**
 * docs/product.md §3 workshopConfig.currency, chosen by its ISO 4217 code; the symbol is the code's own. The schema
 * checks the shape; the server checks the code against the ISO 4217 table (currencies.ts), which only the
 * profile's currency list needs in the browser.
 */
export const ZWorkshopConfigUpdateInputSchema = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase()),
});
