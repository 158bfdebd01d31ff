// The staff's callable functions (signed in, one workshop's): each one's request and response schemas, shared
// by server and web so they are written once. The server validates `data` with the input schema; the client's
// `call()` is typed from the same map (functions.ts joins it with the customers' pages' map).
import { z } from 'zod';
import type { SchemasOf } from './function-map.ts';
import { ZSendPasswordResetEmailInputSchema } from './auth.ts';
import {
  ZAlertMessagePrepareInputSchema,
  ZAlertMessageSendInputSchema,
  ZAlertMessageSentSchema,
  ZMessagePreparedSchema,
  ZMessageSentSchema,
  ZMessageTemplateSchema,
  ZMessageTemplatesGetOutputSchema,
  ZMessageTemplatesUpdateInputSchema,
  ZMessagingSettingsGetOutputSchema,
  ZMessagingSettingsSchema,
  ZMessagingSettingsUpdateInputSchema,
  ZRepairMessagePrepareInputSchema,
  ZRepairMessageSendInputSchema,
} from './messaging/index.ts';
import { ZNotificationsClearInputSchema, ZNotificationsSchema } from './notifications.ts';
import { ZAlertsHandleInputSchema, ZAlertsListInputSchema, ZAlertsListOutputSchema, ZAlertHandledSchema } from './alerts/functions.ts';
import { ZPlanSchema } from './plans.ts';
import { ZAccountSchema, ZOnboardingInputSchema } from './workshop.ts';
import {
  ZServiceEntrySchema,
  ZServicesAddStarterInputSchema,
  ZServicesArchiveInputSchema,
  ZServicesCreateInputSchema,
  ZServicesListInputSchema,
  ZServicesListOutputSchema,
  ZServicesReorderInputSchema,
  ZServicesUpdateInputSchema,
} from './catalogue/functions.ts';
import { ZServicesImportInputSchema, ZServicesImportOutputSchema } from './catalogue/spreadsheet.ts';
import {
  ZCheckSubscriptionStatusOutputSchema,
  ZConfirmCheckoutSessionInputSchema,
  ZConfirmCheckoutSessionOutputSchema,
  ZCreateCheckoutSessionInputSchema,
  ZCreateCheckoutSessionOutputSchema,
  ZCreatePortalSessionOutputSchema,
  ZGetSubscriptionDetailsOutputSchema,
  ZInvoiceGetInputSchema,
  ZInvoiceGetOutputSchema,
  ZInvoicePdfInputSchema,
  ZInvoicePdfOutputSchema,
  ZValidateTrialStatusInputSchema,
  ZValidateTrialStatusOutputSchema,
} from './billing/functions.ts';
import { ZBikeSchema, ZCustomerInputSchema, ZCustomerSchema } from './customers/customer.ts';
import {
  ZBikesCreateInputSchema,
  ZBikesGetOutputSchema,
  ZBikesTransferInputSchema,
  ZBikesUpdateInputSchema,
  ZCustomerIdInputSchema,
  ZCustomerListItemSchema,
  ZCustomersGetOutputSchema,
  ZCustomersListInputSchema,
  ZCustomersMergeInputSchema,
  ZCustomersUpdateInputSchema,
  ZDeletedSchema,
} from './customers/functions.ts';
import {
  ZCustomersAnonymiseInputSchema,
  ZCustomersAnonymiseOutputSchema,
  ZCustomersExportDataOutputSchema,
  ZCustomersExportInputSchema,
  ZCustomersExportOutputSchema,
} from './customers/export.ts';
import {
  ZBikePhotoInputSchema,
  ZBikePhotoSetInputSchema,
  ZPhotoIdInputSchema,
  ZPhotoSchema,
  ZRepairPhotosAddInputSchema,
  ZRepairPhotosListInputSchema,
} from './photos/index.ts';
import { ZMechanicCreateInputSchema, ZMechanicSchema, ZMechanicUpdateInputSchema } from './mechanics.ts';
import {
  ZIdSchema,
  ZRepairIdInputSchema,
  ZRepairsCreateInputSchema,
  ZRepairsGetInputSchema,
  ZRepairsImportInputSchema,
  ZRepairsExportInputSchema,
  ZRepairsExportOutputSchema,
  ZRepairsImportOutputSchema,
  ZRepairsListInputSchema,
  ZRepairsReorderInputSchema,
  ZRepairsSetPaymentInputSchema,
  ZRepairsIncludeLineInputSchema,
  ZRepairsUpdateInputSchema,
  ZRepairsUpdateStatusInputSchema,
} from './repairs/functions.ts';
import { ZRepairSchema } from './repairs/repair.ts';
import { ZRepairWorkGetOutputSchema, ZRepairWorkInputSchema, ZRunningWorkSchema, ZWorkSessionSchema } from './repairs/work.ts';
import { REPAIR_STATUSES } from './repairs/status.ts';
import { ZRepairSummarySchema } from './repairs/summary.ts';
import {
  ZSuspensionIdInputSchema,
  ZSuspensionServicesForRepairInputSchema,
  ZSuspensionServicesForRepairOutputSchema,
  ZSuspensionServicesRecordInputSchema,
  ZSuspensionsCreateInputSchema,
  ZSuspensionsListInputSchema,
  ZSuspensionsReturnInputSchema,
  ZSuspensionsSendOutInputSchema,
  ZSuspensionsUpdateInputSchema,
  ZSuspensionUnitViewSchema,
} from './suspensions/functions.ts';
import { ZSuspensionServiceSchema } from './suspensions/unit.ts';
import {
  ZBookingSettingsOutputSchema,
  ZBookingSettingsUpdateInputSchema,
  ZBookingsCapacityInputSchema,
  ZBookingsCapacityOutputSchema,
  ZBookingsCreateInputSchema,
  ZBookingsListInputSchema,
  ZBookingsListOutputSchema,
  ZBookingsRescheduleInputSchema,
  ZBookingsSetStatusInputSchema,
} from './bookings/functions.ts';
import { ZDashboardGetInputSchema, ZDashboardSchema } from './dashboard/functions.ts';
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
} from './team.ts';
import { ZOnlineBookingSettingsGetOutputSchema } from './online-booking/functions.ts';
import { ZRepairEventsListInputSchema, ZRepairEventsListOutputSchema } from './messaging/events.ts';
import {
  ZRepairBookingContactInputSchema,
  ZRepairBookingContactOutputSchema,
  ZRepairsLinkCustomerInputSchema,
} from './online-booking/booking-contact.ts';
import { ZRepairLinkGetInputSchema, ZRepairLinkGetOutputSchema, ZRepairLinkInputSchema } from './messaging/repair-link.ts';

export const ZEmptyInputSchema = z.union([z.null(), z.undefined(), z.object({}).strict()]);

export const ZGetSubscriptionPlansOutputSchema = z.array(ZPlanSchema);

export const ZRepairsListOutputSchema = z.object({
  repairs: z.array(ZRepairSummarySchema),
  /** Repairs per status in the timeframe, with every filter but the status one. */
  counts: z.record(z.enum(REPAIR_STATUSES), z.number().int()),
  /** Repairs matching every filter. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TRepairsListOutput = z.infer<typeof ZRepairsListOutputSchema>;

export const ZRepairsGetOutputSchema = z.object({
  repair: ZRepairSchema,
  storedVersion: z.number().int(),
  /** The document as stored, when asked for (legacy page). */
  stored: z.unknown().nullable(),
});
export type TRepairsGetOutput = z.infer<typeof ZRepairsGetOutputSchema>;

/** Every function the staff app calls: its input and output schemas, by the name the wire uses. */
export const STAFF_FUNCTIONS = {
  callablesGetSubscriptionPlans: {
    input: ZEmptyInputSchema,
    output: ZGetSubscriptionPlansOutputSchema,
  },
  dbUsersManageSendWorkshopPasswordResetEmail: {
    input: ZSendPasswordResetEmailInputSchema,
    output: z.boolean(),
  },
  accountGet: {
    input: ZEmptyInputSchema,
    output: ZAccountSchema,
  },
  onboardingComplete: {
    input: ZOnboardingInputSchema,
    output: ZAccountSchema,
  },
  repairsList: { input: ZRepairsListInputSchema, output: ZRepairsListOutputSchema },
  repairsGet: { input: ZRepairsGetInputSchema, output: ZRepairsGetOutputSchema },
  repairsCreate: { input: ZRepairsCreateInputSchema, output: ZRepairSchema },
  repairsUpdate: { input: ZRepairsUpdateInputSchema, output: ZRepairSchema },
  repairsUpdateStatus: { input: ZRepairsUpdateStatusInputSchema, output: ZRepairSchema },
  repairsSetPayment: { input: ZRepairsSetPaymentInputSchema, output: ZRepairSchema },
  /** docs/product.md §3: a line the customer declined, put back in the total; the history says who did. */
  repairsIncludeLine: { input: ZRepairsIncludeLineInputSchema, output: ZRepairSchema },
  repairsReorder: { input: ZRepairsReorderInputSchema, output: z.object({ reordered: z.number().int() }) },
  repairsDelete: { input: ZRepairIdInputSchema, output: z.object({ deleted: z.literal(true) }) },
  repairsImport: { input: ZRepairsImportInputSchema, output: ZRepairsImportOutputSchema },
  /** docs/product.md §18.4: the repairs the board's filters find in a timeframe, as a Spanish-locale CSV. */
  repairsExport: { input: ZRepairsExportInputSchema, output: ZRepairsExportOutputSchema },
  mechanicsList: { input: ZEmptyInputSchema, output: z.array(ZMechanicSchema) },
  mechanicsCreate: { input: ZMechanicCreateInputSchema, output: ZMechanicSchema },
  mechanicsUpdate: { input: ZMechanicUpdateInputSchema, output: ZMechanicSchema },
  /** Most recently seen first (the newest repair's date, then the newest customer). */
  customersList: { input: ZCustomersListInputSchema, output: z.array(ZCustomerListItemSchema) },
  customersCreate: { input: ZCustomerInputSchema, output: ZCustomerSchema },
  /** One customer with their bikes and repairs (docs/product.md §11.2). */
  customersGet: { input: ZCustomerIdInputSchema, output: ZCustomersGetOutputSchema },
  customersUpdate: { input: ZCustomersUpdateInputSchema, output: ZCustomerSchema },
  /** Only a customer without repairs: otherwise failed-precondition (reason 'has-repairs'). */
  customersDelete: { input: ZCustomerIdInputSchema, output: ZDeletedSchema },
  /** mergeId's bikes and repairs go to keepId, which takes every field it lacks; mergeId goes. Answers the kept customer. */
  customersMerge: { input: ZCustomersMergeInputSchema, output: ZCustomerSchema },
  bikesList: { input: z.object({ customerId: ZIdSchema }), output: z.array(ZBikeSchema) },
  /** A bike, its owner and every repair of it, newest first, also those of previous owners (docs/product.md §12.1). */
  bikesGet: { input: ZCustomerIdInputSchema, output: ZBikesGetOutputSchema },
  bikesCreate: { input: ZBikesCreateInputSchema, output: ZBikeSchema },
  bikesUpdate: { input: ZBikesUpdateInputSchema, output: ZBikeSchema },
  /** The bike goes to another of the workshop's customers; its repairs stay as they were. */
  bikesTransfer: { input: ZBikesTransferInputSchema, output: ZBikeSchema },
  /** Only a bike without repairs: otherwise failed-precondition (reason 'has-repairs'). */
  bikesDelete: { input: ZCustomerIdInputSchema, output: ZDeletedSchema },
  // docs/product.md §13: a bike's fork and shock, and the services recorded on them from repairs.
  /** The bike's units, fork first, each with its services and what is due. */
  suspensionsList: { input: ZSuspensionsListInputSchema, output: z.array(ZSuspensionUnitViewSchema) },
  /** One unit per position on a bike: a second fork is failed-precondition (reason 'position-taken'). */
  suspensionsCreate: { input: ZSuspensionsCreateInputSchema, output: ZSuspensionUnitViewSchema },
  suspensionsUpdate: { input: ZSuspensionsUpdateInputSchema, output: ZSuspensionUnitViewSchema },
  suspensionsDelete: { input: ZSuspensionIdInputSchema, output: ZDeletedSchema },
  /** Marks the unit as sent to a suspension service centre (backAt null until suspensionsReturn). */
  suspensionsSendOut: { input: ZSuspensionsSendOutInputSchema, output: ZSuspensionUnitViewSchema },
  suspensionsReturn: { input: ZSuspensionsReturnInputSchema, output: ZSuspensionUnitViewSchema },
  /** The repair's bike's units and the services recorded from the repair. */
  suspensionServicesForRepair: { input: ZSuspensionServicesForRepairInputSchema, output: ZSuspensionServicesForRepairOutputSchema },
  /** Records one of the repair's suspension lines as a service of a unit of the repair's bike. */
  suspensionServicesRecord: { input: ZSuspensionServicesRecordInputSchema, output: ZSuspensionServiceSchema },
  suspensionServicesDelete: { input: ZSuspensionIdInputSchema, output: ZDeletedSchema },
  // docs/product.md §11.4–§11.5: the list as CSV, one customer's data (GDPR), the anonymising delete (admins, managers).
  customersExport: { input: ZCustomersExportInputSchema, output: ZCustomersExportOutputSchema },
  customersExportData: { input: ZCustomerIdInputSchema, output: ZCustomersExportDataOutputSchema },
  customersAnonymise: { input: ZCustomersAnonymiseInputSchema, output: ZCustomersAnonymiseOutputSchema },
  // docs/product.md §12.3: photos (decision 020); their images are served by GET /api/photos/{id}/{size}.
  repairPhotosAdd: { input: ZRepairPhotosAddInputSchema, output: ZPhotoSchema },
  repairPhotosList: { input: ZRepairPhotosListInputSchema, output: z.array(ZPhotoSchema) },
  repairPhotosDelete: { input: ZPhotoIdInputSchema, output: ZDeletedSchema },
  bikePhotoGet: { input: ZBikePhotoInputSchema, output: ZPhotoSchema.nullable() },
  bikePhotoSet: { input: ZBikePhotoSetInputSchema, output: ZPhotoSchema },
  bikePhotoDelete: { input: ZBikePhotoInputSchema, output: ZDeletedSchema },
  servicesList: { input: ZServicesListInputSchema, output: ZServicesListOutputSchema },
  servicesCreate: { input: ZServicesCreateInputSchema, output: ZServiceEntrySchema },
  servicesUpdate: { input: ZServicesUpdateInputSchema, output: ZServiceEntrySchema },
  servicesReorder: { input: ZServicesReorderInputSchema, output: z.object({ reordered: z.number().int() }) },
  servicesArchive: { input: ZServicesArchiveInputSchema, output: ZServiceEntrySchema },
  servicesAddStarter: { input: ZServicesAddStarterInputSchema, output: ZServicesListOutputSchema },
  servicesImport: { input: ZServicesImportInputSchema, output: ZServicesImportOutputSchema },
  // docs/product.md §7: the subscription callables (decision 014).
  callablesCreateCheckoutSession: { input: ZCreateCheckoutSessionInputSchema, output: ZCreateCheckoutSessionOutputSchema },
  callablesConfirmCheckoutSession: { input: ZConfirmCheckoutSessionInputSchema, output: ZConfirmCheckoutSessionOutputSchema },
  callablesCheckSubscriptionStatus: { input: ZEmptyInputSchema, output: ZCheckSubscriptionStatusOutputSchema },
  callablesGetSubscriptionDetails: { input: ZEmptyInputSchema, output: ZGetSubscriptionDetailsOutputSchema },
  callablesCreatePortalSession: { input: ZEmptyInputSchema, output: ZCreatePortalSessionOutputSchema },
  callablesValidateTrialStatus: { input: ZValidateTrialStatusInputSchema, output: ZValidateTrialStatusOutputSchema },
  /** One invoice of the caller's workshop, for its printable page (docs/product.md §23.3). */
  invoicesGet: { input: ZInvoiceGetInputSchema, output: ZInvoiceGetOutputSchema },
  /** The same invoice as a PDF to download. */
  invoicesPdf: { input: ZInvoicePdfInputSchema, output: ZInvoicePdfOutputSchema },
  /** docs/product.md §7's clearing writes on the notifications document; answers the document after it. */
  notificationsClear: { input: ZNotificationsClearInputSchema, output: ZNotificationsSchema },
  /** The caller's workshop's notifications document (the bell; its live stream: docs/product.md §19.1). */
  notificationsGet: { input: ZEmptyInputSchema, output: ZNotificationsSchema },
  /** docs/product.md §14: the customers to contact, open alerts (and, asked, the handled ones of the current cycle). */
  alertsList: { input: ZAlertsListInputSchema, output: ZAlertsListOutputSchema },
  /** Marks an open alert contacted or dismissed, recording who and when. */
  alertsHandle: { input: ZAlertsHandleInputSchema, output: ZAlertHandledSchema },
  /** The repairs the calendar shows in a range, by docs/product.md §4's start date, as events. */
  bookingsList: { input: ZBookingsListInputSchema, output: ZBookingsListOutputSchema },
  /** Selecting a slot: a repair confirmed for that date (the fast intake's customer, bike and services). */
  bookingsCreate: { input: ZBookingsCreateInputSchema, output: ZRepairSchema },
  /** A drag: the booking's date moves (confirmedDate, or postponedDate for a postponed repair). */
  bookingsReschedule: { input: ZBookingsRescheduleInputSchema, output: ZRepairSchema },
  /** Confirm or postpone from the event's summary, with a date and observations. */
  bookingsSetStatus: { input: ZBookingsSetStatusInputSchema, output: ZRepairSchema },
  /** Each day's capacity and load in a range. */
  bookingsCapacity: { input: ZBookingsCapacityInputSchema, output: ZBookingsCapacityOutputSchema },
  /** Opening hours, closed days, bookable share and time zone (docs/product.md §15.1). */
  bookingSettingsGet: { input: ZEmptyInputSchema, output: ZBookingSettingsOutputSchema },
  bookingSettingsUpdate: { input: ZBookingSettingsUpdateInputSchema, output: ZBookingSettingsOutputSchema },
  /** docs/product.md §16: the figures of a timeframe. */
  dashboardGet: { input: ZDashboardGetInputSchema, output: ZDashboardSchema },
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
  // docs/product.md §17.4: the work timer of a member linked to a mechanic (repairs/work.ts).
  /** Starts the caller's timer on the repair, stopping the one running elsewhere; on the same repair, answers it. Failed-precondition 'no-mechanic' without an active mechanic. */
  repairWorkStart: { input: ZRepairWorkInputSchema, output: ZRunningWorkSchema },
  /** Stops the caller's timer on the repair; failed-precondition 'not-running' when none runs there. */
  repairWorkStop: { input: ZRepairWorkInputSchema, output: ZWorkSessionSchema },
  /** The repair's sessions and totals per mechanic, and the caller's own running there. */
  repairWorkGet: { input: ZRepairWorkInputSchema, output: ZRepairWorkGetOutputSchema },
  /** The caller's running session, wherever it is, or null (the board's mark). */
  repairWorkCurrent: { input: ZEmptyInputSchema, output: ZRunningWorkSchema.nullable() },
  // docs/product.md §20–§21: messages to customers and their answers (messaging/).
  /** The repair's history beyond its status list: messages sent, the customer's answers, the link made or revoked; oldest first. */
  repairEventsList: { input: ZRepairEventsListInputSchema, output: ZRepairEventsListOutputSchema },
  // docs/product.md §20: WhatsApp messages to customers (messaging/templates.ts, phone.ts, settings.ts).
  /** The workshop's messages per key and language (its own or the default) and its messaging settings. */
  messageTemplatesGet: { input: ZEmptyInputSchema, output: ZMessageTemplatesGetOutputSchema },
  /** Sets one message's text in one language (null: back to the default); an unknown placeholder is invalid-argument. */
  messageTemplatesUpdate: { input: ZMessageTemplatesUpdateInputSchema, output: ZMessageTemplateSchema },
  messagingSettingsUpdate: { input: ZMessagingSettingsUpdateInputSchema, output: ZMessagingSettingsSchema },
  /** Every member: the settings the Notify button follows (which status changes propose their message). */
  messagingSettingsGet: { input: ZEmptyInputSchema, output: ZMessagingSettingsGetOutputSchema },
  /** An open customer alert's message filled in, as repairMessagePrepare's; not-found for an alert not open in the workshop. */
  alertMessagePrepare: { input: ZAlertMessagePrepareInputSchema, output: ZMessagePreparedSchema },
  /** Sends or records the alert's message (in its repair's history, if any) and handles the alert as contacted, at once. */
  alertMessageSend: { input: ZAlertMessageSendInputSchema, output: ZAlertMessageSentSchema },
  /** The repair's message filled in, in the customer's language, with their number and the click-to-chat link. */
  repairMessagePrepare: { input: ZRepairMessagePrepareInputSchema, output: ZMessagePreparedSchema },
  /** Records the link opened, or queues the message for the Cloud API (failed-precondition without consent); in the repair's history. */
  repairMessageSend: { input: ZRepairMessageSendInputSchema, output: ZMessageSentSchema },
  // docs/product.md §21: the customer's repair link (messaging/repair-link.ts, docs/decisions/052).
  /** The repair's live link (made when it has none, unless `create: false`: then null), until when it works, and the customer's answer. */
  repairLinkGet: { input: ZRepairLinkGetInputSchema, output: ZRepairLinkGetOutputSchema.nullable() },
  /** Ends the repair's live link; the next repairLinkGet makes a new one. */
  repairLinkRevoke: { input: ZRepairLinkInputSchema, output: z.object({ revoked: z.literal(true) }) },
  // docs/product.md §22: online booking (online-booking/, docs/decisions/053).
  /** The workshop's online booking settings and its page's address (admins and managers). */
  onlineBookingSettingsGet: { input: ZEmptyInputSchema, output: ZOnlineBookingSettingsGetOutputSchema },
  // docs/decisions/058: what an online booking typed, kept on its repair, and its link to an existing customer.
  /** The repair's booking contact (null when not booked online) and, while it has no customer, the existing one its phone or email is. */
  repairBookingContact: { input: ZRepairBookingContactInputSchema, output: ZRepairBookingContactOutputSchema },
  /** The online booking's repair and its bike go to this customer of the workshop, recorded in its history; the customer's record is not changed. */
  repairsLinkCustomer: { input: ZRepairsLinkCustomerInputSchema, output: ZRepairSchema },
} as const;

/**
 * The staff's functions' schemas but the sales ones: what the staff app loads with its first call (decision 041),
 * defined here so that its chunk holds this map alone (decision 065).
 */
export const STAFF_FUNCTION_SCHEMAS: SchemasOf<typeof STAFF_FUNCTIONS> = STAFF_FUNCTIONS;
