// Who may call each of Rueda's functions, as docs/roles.md says, one row per function: the roles suite
// (function-roles.test.ts) calls every registered function as each kind of caller and checks the role gate
// against this table. It is written from docs/roles.md, never from the functions' own access declarations,
// so a function whose declaration strays from the document fails. A new function needs its row here.

/** What the role gate does with a caller: lets them through, refuses their role, or asks them to sign in. */
export type Outcome = 'allowed' | 'denied' | 'unauthenticated';

/** The callers the suite signs up once: a workshop's three roles, an account without a workshop, nobody. */
export const CALLERS = ['admin', 'manager', 'mechanic', 'outsider', 'anonymous'] as const;
export type CallerKind = (typeof CALLERS)[number];

export type RoleOutcomes = Readonly<Record<CallerKind, Outcome>>;

/** Anyone, signed in or not: the public pages (docs/roles.md, "Outside a workshop"). */
const ANYONE: RoleOutcomes = { admin: 'allowed', manager: 'allowed', mechanic: 'allowed', outsider: 'allowed', anonymous: 'allowed' };
/** Any signed-in account, in a workshop or not: the account itself (docs/roles.md, "Outside a workshop"). */
const ACCOUNT: RoleOutcomes = { ...ANYONE, anonymous: 'unauthenticated' };
/** Every member of the workshop: ✓ ✓ ✓ in docs/roles.md. */
const STAFF: RoleOutcomes = { ...ACCOUNT, outsider: 'denied' };
/** Admins and managers: ✓ ✓ — in docs/roles.md. */
const LEADS: RoleOutcomes = { ...STAFF, mechanic: 'denied' };
/** Admins only: ✓ — — in docs/roles.md. */
const ADMIN: RoleOutcomes = { ...LEADS, manager: 'denied' };

/** Every registered function, by its wire name, with the docs/roles.md row it follows. */
export const FUNCTION_ROLES: Readonly<Record<string, RoleOutcomes>> = {
  // Use repairs, customers, bikes, bookings, the catalogue, alerts (read); see the dashboard; see the team.
  repairsList: STAFF,
  repairsGet: STAFF,
  customersList: STAFF,
  customersGet: STAFF,
  bikesList: STAFF,
  bikesGet: STAFF,
  // docs/product.md §31.3: a bike's history, and the same as a PDF for the customer.
  bikesHistory: STAFF,
  bikesHistoryPdf: STAFF,
  bikePhotoGet: STAFF,
  repairPhotosList: STAFF,
  suspensionsList: STAFF,
  suspensionServicesForRepair: STAFF,
  servicesList: STAFF,
  mechanicsList: STAFF,
  bookingsList: STAFF,
  bookingsCapacity: STAFF,
  bookingSettingsGet: STAFF,
  alertsList: STAFF,
  dashboardGet: STAFF,
  teamList: STAFF,
  repairEventsList: STAFF,
  // Create and change repairs: customer, bike, services, status, notes, control sheets, photos.
  repairsCreate: STAFF,
  repairsUpdate: STAFF,
  repairsUpdateStatus: STAFF,
  repairsReorder: STAFF,
  repairPhotosAdd: STAFF,
  repairPhotosDelete: STAFF,
  suspensionServicesRecord: STAFF,
  suspensionServicesDelete: STAFF,
  // docs/product.md §31.1: a bike's recommendations, read, added to a repair, dismissed, or made from a repair's line.
  recommendationsList: STAFF,
  recommendationsAdd: STAFF,
  recommendationsDismiss: STAFF,
  repairsRecommendLine: STAFF,
  // docs/product.md §31.2: parts on order, asked for, ordered, received, taken back, and the customers to call.
  partsList: STAFF,
  partsCreate: STAFF,
  partsUpdate: STAFF,
  partsOrder: STAFF,
  partsArrive: STAFF,
  partsDelete: STAFF,
  partsToCall: STAFF,
  partsCustomerTold: STAFF,
  // docs/product.md §32.4: stock moved between the chain's shops, as the catalogue is managed.
  transfersList: LEADS,
  transfersCreate: LEADS,
  transfersSend: LEADS,
  transfersReceive: LEADS,
  transfersCancel: LEADS,
  // docs/product.md §32.5: the chain's shared customers, as customers are found, made and read; the handlers check the
  // chain shares and the customer agreed.
  chainCustomersSearch: STAFF,
  chainCustomersBring: STAFF,
  chainCustomersElsewhere: STAFF,
  chainCustomersSetConsent: STAFF,
  // An online booking's contact, and its repair given to an existing customer: changing a repair.
  repairBookingContact: STAFF,
  repairsLinkCustomer: STAFF,
  // Start and stop one's own work timer.
  repairWorkStart: STAFF,
  repairWorkStop: STAFF,
  repairWorkGet: STAFF,
  repairWorkCurrent: STAFF,
  // Change prices, totals and payment status; delete a repair; import; download repairs as CSV.
  repairsSetPayment: LEADS,
  repairsIncludeLine: LEADS,
  repairsDelete: LEADS,
  repairsImport: ADMIN,
  repairsExport: LEADS,
  // Create and change customers and their bikes (and a bike's suspension units); handle alerts.
  customersCreate: STAFF,
  customersUpdate: STAFF,
  bikesCreate: STAFF,
  bikesUpdate: STAFF,
  bikesTransfer: STAFF,
  bikePhotoSet: STAFF,
  bikePhotoDelete: STAFF,
  suspensionsCreate: STAFF,
  suspensionsUpdate: STAFF,
  suspensionsSendOut: STAFF,
  suspensionsReturn: STAFF,
  alertsHandle: STAFF,
  // Delete customers and bikes (their suspension units, a customer's personal data), merge two customers.
  customersDelete: LEADS,
  customersMerge: LEADS,
  customersAnonymise: LEADS,
  bikesDelete: LEADS,
  suspensionsDelete: LEADS,
  // Download the customers as CSV, and one customer's data.
  customersExport: LEADS,
  customersExportData: LEADS,
  // Manage the services catalogue and its prices.
  servicesCreate: LEADS,
  servicesUpdate: LEADS,
  servicesReorder: LEADS,
  servicesArchive: LEADS,
  servicesImport: LEADS,
  servicesAddStarter: LEADS,
  // Manage bookings; set the calendar's opening hours, closed days, bookable share and time zone.
  bookingsCreate: STAFF,
  bookingsReschedule: STAFF,
  bookingsSetStatus: STAFF,
  bookingSettingsUpdate: LEADS,
  // Add, rename and deactivate mechanics.
  mechanicsCreate: LEADS,
  mechanicsUpdate: LEADS,
  // See the subscription's state, trial days left, its payments and invoices, its notices.
  callablesCheckSubscriptionStatus: STAFF,
  callablesGetSubscriptionDetails: STAFF,
  invoicesGet: STAFF,
  invoicesPdf: STAFF,
  notificationsGet: STAFF,
  notificationsClear: STAFF,
  // Choose a plan, pay, open the billing portal, cancel.
  callablesCreateCheckoutSession: ADMIN,
  callablesConfirmCheckoutSession: ADMIN,
  callablesCreatePortalSession: ADMIN,
  // Charge: issue invoices, see the documents (docs/product.md §29); set the tax settings and series.
  salesTaxSettingsGet: LEADS,
  salesInvoicesIssue: LEADS,
  salesInvoicesGet: LEADS,
  // docs/verifactu.md §9: correct and send again a refused record, count the refused; cancel an invoice issued by mistake.
  salesVerifactuResend: LEADS,
  salesVerifactuRefusedCount: LEADS,
  salesVerifactuCancel: ADMIN,
  salesInvoicesList: LEADS,
  salesInvoicesExport: LEADS,
  salesInvoicesRectify: LEADS,
  salesSaftExport: LEADS,
  salesInvoicesPdf: LEADS,
  salesInvoicesEmail: LEADS,
  // Take payments and deposits, refund them, close a repair without charging; open, move and close the day's till.
  salesPaymentsRecord: LEADS,
  salesDepositsTake: LEADS,
  salesPaymentsRefund: LEADS,
  salesRepairsCloseWithoutCharge: LEADS,
  salesPaymentsList: LEADS,
  tillGet: LEADS,
  tillOpen: LEADS,
  tillMove: LEADS,
  tillClose: LEADS,
  salesTaxSettingsUpdate: ADMIN,
  salesSeriesUpdate: ADMIN,
  // Change the workshop's name, address, phone, tax id, currency; set up online booking.
  workshopUpdate: ADMIN,
  workshopConfigUpdate: ADMIN,
  onlineBookingSettingsGet: ADMIN,
  // Invite people, change roles, deactivate or remove members (a manager: not admins, checked past the gate).
  teamInvite: LEADS,
  teamInvitationResend: LEADS,
  teamInvitationRevoke: LEADS,
  teamUpdate: LEADS,
  teamRemove: LEADS,
  // A repair's link for the customer: copy or open it (everyone), revoke it (admins and managers).
  repairLinkGet: STAFF,
  repairLinkRevoke: LEADS,
  // Write to customers by WhatsApp; edit the workshop's messages and how they are sent.
  repairMessagePrepare: STAFF,
  repairMessageSend: STAFF,
  alertMessagePrepare: STAFF,
  alertMessageSend: STAFF,
  messagingSettingsGet: STAFF,
  messageTemplatesGet: LEADS,
  messageTemplatesUpdate: LEADS,
  messagingSettingsUpdate: LEADS,
  // Outside a workshop: one's own account, setting up a workshop, accepting an invitation, the trial.
  accountGet: ACCOUNT,
  accountUpdate: ACCOUNT,
  // docs/product.md §32.1: the target membership decides, not the role in the workshop in use.
  accountWorkshopSwitch: ACCOUNT,
  // docs/product.md §32.2: a chain's administrator is no workshop role; the handlers check it (not-chain-admin).
  chainsGet: ACCOUNT,
  chainsAddWorkshop: ACCOUNT,
  chainsCreate: ADMIN,
  chainsPublish: ACCOUNT,
  chainsDashboard: ACCOUNT,
  chainsRepairs: ACCOUNT,
  chainsSetCustomerSharing: ACCOUNT,
  // docs/product.md §32.6: the chain's subscription, its administrators' alone (the handlers refuse others: not-chain-admin).
  chainSubscriptionGet: ACCOUNT,
  chainSubscriptionCheckout: ACCOUNT,
  chainSubscriptionCancel: ACCOUNT,
  chainSubscriptionResume: ACCOUNT,
  chainInvoicesGet: ACCOUNT,
  chainInvoicesPdf: ACCOUNT,
  accountChangePassword: ACCOUNT,
  accountSignOutEverywhere: ACCOUNT,
  onboardingComplete: ACCOUNT,
  teamInvitationAccept: ACCOUNT,
  callablesValidateTrialStatus: ACCOUNT,
  teamInvitationPending: ACCOUNT,
  // Outside a workshop: the plans, a password reset mail, a repair's page and a workshop's booking page.
  callablesGetSubscriptionPlans: ANYONE,
  dbUsersManageSendWorkshopPasswordResetEmail: ANYONE,
  publicRepairGet: ANYONE,
  publicRepairDocumentPdf: ANYONE,
  teamInvitationPreview: ANYONE,
  publicRepairRespond: ANYONE,
  publicBookingOptions: ANYONE,
  publicBookingCreate: ANYONE,
};

/**
 * The functions that change the caller's own account in a way the later calls would notice (a new
 * workshop, sessions ended): the suite calls them last, in this order.
 */
export const CALLED_LAST = ['teamInvitationAccept', 'accountChangePassword', 'onboardingComplete', 'accountSignOutEverywhere'];
