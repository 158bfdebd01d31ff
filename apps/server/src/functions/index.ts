// Every callable function Rueda serves, by the name the wire uses: one entry for each name of the
// domain's FUNCTIONS map, and the compiler refuses a name left out or a file under the wrong name.
import type { FunctionName } from '@rueda/domain';
import { accountGet } from './accounts/account-get.ts';
import { onboardingComplete } from './accounts/onboarding-complete.ts';
import { accountChangePassword } from './accounts/account-change-password.ts';
import { accountSignOutEverywhere } from './accounts/account-sign-out-everywhere.ts';
import { accountUpdate } from './accounts/account-update.ts';
import { accountWorkshopSwitch } from './accounts/account-workshop-switch.ts';
import { chainInvoicesGet } from './chain-subscription/chain-invoices-get.ts';
import { chainInvoicesPdf } from './chain-subscription/chain-invoices-pdf.ts';
import { chainSubscriptionCancel } from './chain-subscription/chain-subscription-cancel.ts';
import { chainSubscriptionCheckout } from './chain-subscription/chain-subscription-checkout.ts';
import { chainSubscriptionGet } from './chain-subscription/chain-subscription-get.ts';
import { chainSubscriptionResume } from './chain-subscription/chain-subscription-resume.ts';
import { chainsAddWorkshop } from './chains/chains-add-workshop.ts';
import { chainsCreate } from './chains/chains-create.ts';
import { chainsDashboard } from './chains/chains-dashboard.ts';
import { chainsGet } from './chains/chains-get.ts';
import { chainsPublish } from './chains/chains-publish.ts';
import { chainsRepairs } from './chains/chains-repairs.ts';
import { chainsSetCustomerSharing } from './chains/chains-set-customer-sharing.ts';
import { chainCustomersBring } from './chain-customers/chain-customers-bring.ts';
import { chainCustomersElsewhere } from './chain-customers/chain-customers-elsewhere.ts';
import { chainCustomersSearch } from './chain-customers/chain-customers-search.ts';
import { chainCustomersSetConsent } from './chain-customers/chain-customers-set-consent.ts';
import { teamInvitationAccept } from './team/team-invitation-accept.ts';
import { teamInvitationPending } from './team/team-invitation-pending.ts';
import { teamInvitationPreview } from './team/team-invitation-preview.ts';
import { teamInvitationResend } from './team/team-invitation-resend.ts';
import { teamInvitationRevoke } from './team/team-invitation-revoke.ts';
import { teamInvite } from './team/team-invite.ts';
import { teamList } from './team/team-list.ts';
import { teamRemove } from './team/team-remove.ts';
import { teamUpdate } from './team/team-update.ts';
import { workshopConfigUpdate } from './workshop/workshop-config-update.ts';
import { workshopUpdate } from './workshop/workshop-update.ts';
import { bikesCreate } from './customers/bikes-create.ts';
import { bikesDelete } from './customers/bikes-delete.ts';
import { bikesGet } from './customers/bikes-get.ts';
import { bikesHistory } from './customers/bikes-history.ts';
import { bikesHistoryPdf } from './customers/bikes-history-pdf.ts';
import { bikesList } from './customers/bikes-list.ts';
import { bikesTransfer } from './customers/bikes-transfer.ts';
import { bikesUpdate } from './customers/bikes-update.ts';
import { customersCreate } from './customers/customers-create.ts';
import { customersDelete } from './customers/customers-delete.ts';
import { customersGet } from './customers/customers-get.ts';
import { customersList } from './customers/customers-list.ts';
import { customersMerge } from './customers/customers-merge.ts';
import { customersUpdate } from './customers/customers-update.ts';
import { customersAnonymise } from './customers/customers-anonymise.ts';
import { customersExport } from './customers/customers-export.ts';
import { customersExportData } from './customers/customers-export-data.ts';
import type { CallableFunction } from './define-function.ts';
import { bikePhotoDelete } from './photos/bike-photo-delete.ts';
import { bikePhotoGet } from './photos/bike-photo-get.ts';
import { bikePhotoSet } from './photos/bike-photo-set.ts';
import { repairPhotosAdd } from './photos/repair-photos-add.ts';
import { repairPhotosDelete } from './photos/repair-photos-delete.ts';
import { repairPhotosList } from './photos/repair-photos-list.ts';
import { mechanicsCreate } from './mechanics/mechanics-create.ts';
import { mechanicsList } from './mechanics/mechanics-list.ts';
import { mechanicsUpdate } from './mechanics/mechanics-update.ts';
import { repairsCreate } from './repairs/repairs-create.ts';
import { repairsDelete } from './repairs/repairs-delete.ts';
import { repairsGet } from './repairs/repairs-get.ts';
import { repairsExport } from './repairs/repairs-export.ts';
import { repairsImport } from './repairs/repairs-import.ts';
import { repairsList } from './repairs/repairs-list.ts';
import { repairsReorder } from './repairs/repairs-reorder.ts';
import { repairsSetPayment } from './repairs/repairs-set-payment.ts';
import { repairsIncludeLine } from './repairs/repairs-include-line.ts';
import { repairsUpdate } from './repairs/repairs-update.ts';
import { repairsUpdateStatus } from './repairs/repairs-update-status.ts';
import { repairWorkCurrent } from './repairs/repair-work-current.ts';
import { repairEventsList } from './messaging/repair-events-list.ts';
import { messageTemplatesGet } from './messaging/message-templates-get.ts';
import { messageTemplatesUpdate } from './messaging/message-templates-update.ts';
import { messagingSettingsUpdate } from './messaging/messaging-settings-update.ts';
import { messagingSettingsGet } from './messaging/messaging-settings-get.ts';
import { alertMessagePrepare } from './messaging/alert-message-prepare.ts';
import { alertMessageSend } from './messaging/alert-message-send.ts';
import { repairMessagePrepare } from './messaging/repair-message-prepare.ts';
import { repairMessageSend } from './messaging/repair-message-send.ts';
import { repairLinkGet } from './messaging/repair-link-get.ts';
import { repairLinkRevoke } from './messaging/repair-link-revoke.ts';
import { publicRepairGet } from './public/public-repair-get.ts';
import { publicRepairDocumentPdf } from './public/public-repair-document-pdf.ts';
import { publicRepairRespond } from './public/public-repair-respond.ts';
import { publicBookingCreate } from './public/public-booking-create.ts';
import { publicBookingOptions } from './public/public-booking-options.ts';
import { onlineBookingSettingsGet } from './online-booking/online-booking-settings-get.ts';
import { repairBookingContact } from './repairs/repair-booking-contact.ts';
import { repairsLinkCustomer } from './repairs/repairs-link-customer.ts';
import { salesInvoicesGet } from './sales/sales-invoices-get.ts';
import { salesVerifactuCancel } from './sales/sales-verifactu-cancel.ts';
import { salesVerifactuRefusedCount } from './sales/sales-verifactu-refused-count.ts';
import { salesVerifactuResend } from './sales/sales-verifactu-resend.ts';
import { salesInvoicesIssue } from './sales/sales-invoices-issue.ts';
import { salesInvoicesList } from './sales/sales-invoices-list.ts';
import { salesInvoicesExport } from './sales/sales-invoices-export.ts';
import { salesDepositsTake } from './sales/sales-deposits-take.ts';
import { salesPaymentsList } from './sales/sales-payments-list.ts';
import { salesPaymentsRecord } from './sales/sales-payments-record.ts';
import { salesPaymentsRefund } from './sales/sales-payments-refund.ts';
import { salesRepairsCloseWithoutCharge } from './sales/sales-repairs-close-without-charge.ts';
import { tillClose } from './sales/till-close.ts';
import { tillGet } from './sales/till-get.ts';
import { tillMove } from './sales/till-move.ts';
import { tillOpen } from './sales/till-open.ts';
import { salesInvoicesRectify } from './sales/sales-invoices-rectify.ts';
import { salesSeriesUpdate } from './sales/sales-series-update.ts';
import { salesSaftExport } from './sales/sales-saft-export.ts';
import { salesInvoicesPdf } from './sales/sales-invoices-pdf.ts';
import { salesInvoicesEmail } from './sales/sales-invoices-email.ts';
import { salesTaxSettingsGet } from './sales/sales-tax-settings-get.ts';
import { salesTaxSettingsUpdate } from './sales/sales-tax-settings-update.ts';
import { repairWorkGet } from './repairs/repair-work-get.ts';
import { repairWorkStart } from './repairs/repair-work-start.ts';
import { repairWorkStop } from './repairs/repair-work-stop.ts';
import { servicesAddStarter } from './services/services-add-starter.ts';
import { servicesArchive } from './services/services-archive.ts';
import { servicesCreate } from './services/services-create.ts';
import { servicesImport } from './services/services-import.ts';
import { servicesList } from './services/services-list.ts';
import { servicesReorder } from './services/services-reorder.ts';
import { servicesUpdate } from './services/services-update.ts';
import { suspensionsList } from './suspensions/suspensions-list.ts';
import { suspensionsCreate } from './suspensions/suspensions-create.ts';
import { suspensionsUpdate } from './suspensions/suspensions-update.ts';
import { suspensionsDelete } from './suspensions/suspensions-delete.ts';
import { suspensionsSendOut } from './suspensions/suspensions-send-out.ts';
import { suspensionsReturn } from './suspensions/suspensions-return.ts';
import { suspensionServicesForRepair } from './suspensions/suspension-services-for-repair.ts';
import { suspensionServicesRecord } from './suspensions/suspension-services-record.ts';
import { suspensionServicesDelete } from './suspensions/suspension-services-delete.ts';
import { recommendationsAdd } from './recommendations/recommendations-add.ts';
import { recommendationsDismiss } from './recommendations/recommendations-dismiss.ts';
import { recommendationsList } from './recommendations/recommendations-list.ts';
import { partsList } from './parts/parts-list.ts';
import { partsCreate } from './parts/parts-create.ts';
import { partsUpdate } from './parts/parts-update.ts';
import { partsOrder } from './parts/parts-order.ts';
import { partsArrive } from './parts/parts-arrive.ts';
import { partsDelete } from './parts/parts-delete.ts';
import { partsToCall } from './parts/parts-to-call.ts';
import { partsCustomerTold } from './parts/parts-customer-told.ts';
import { transfersCancel } from './transfers/transfers-cancel.ts';
import { transfersCreate } from './transfers/transfers-create.ts';
import { transfersList } from './transfers/transfers-list.ts';
import { transfersReceive } from './transfers/transfers-receive.ts';
import { transfersSend } from './transfers/transfers-send.ts';
import { repairsRecommendLine } from './recommendations/repairs-recommend-line.ts';
import { invoicesGet } from './subscriptions/invoices-get.ts';
import { invoicesPdf } from './subscriptions/invoices-pdf.ts';
import { notificationsClear } from './notifications/notifications-clear.ts';
import { notificationsGet } from './notifications/notifications-get.ts';
import { alertsHandle } from './alerts/alerts-handle.ts';
import { alertsList } from './alerts/alerts-list.ts';
import { bookingsList } from './bookings/bookings-list.ts';
import { bookingsCreate } from './bookings/bookings-create.ts';
import { bookingsReschedule } from './bookings/bookings-reschedule.ts';
import { bookingsSetStatus } from './bookings/bookings-set-status.ts';
import { bookingsCapacity } from './bookings/bookings-capacity.ts';
import { bookingSettingsGet } from './bookings/booking-settings-get.ts';
import { bookingSettingsUpdate } from './bookings/booking-settings-update.ts';
import { dashboardGet } from './dashboard/dashboard-get.ts';
import { callablesCheckSubscriptionStatus } from './subscriptions/callables-check-subscription-status.ts';
import { callablesConfirmCheckoutSession } from './subscriptions/callables-confirm-checkout-session.ts';
import { callablesCreateCheckoutSession } from './subscriptions/callables-create-checkout-session.ts';
import { callablesCreatePortalSession } from './subscriptions/callables-create-portal-session.ts';
import { callablesGetSubscriptionDetails } from './subscriptions/callables-get-subscription-details.ts';
import { callablesGetSubscriptionPlans } from './subscriptions/callables-get-subscription-plans.ts';
import { callablesValidateTrialStatus } from './subscriptions/callables-validate-trial-status.ts';
import { dbUsersManageSendWorkshopPasswordResetEmail } from './users/db-users-manage-send-workshop-password-reset-email.ts';

const FUNCTIONS_BY_NAME: { readonly [N in FunctionName]: CallableFunction<N> } = {
  callablesGetSubscriptionPlans,
  callablesCreateCheckoutSession,
  callablesConfirmCheckoutSession,
  callablesCheckSubscriptionStatus,
  callablesGetSubscriptionDetails,
  callablesCreatePortalSession,
  callablesValidateTrialStatus,
  invoicesGet,
  invoicesPdf,
  notificationsClear,
  notificationsGet,
  alertsList,
  alertsHandle,
  bookingsList,
  bookingsCreate,
  bookingsReschedule,
  bookingsSetStatus,
  bookingsCapacity,
  bookingSettingsGet,
  bookingSettingsUpdate,
  dashboardGet,
  dbUsersManageSendWorkshopPasswordResetEmail,
  accountGet,
  onboardingComplete,
  repairsList,
  repairsGet,
  repairsCreate,
  repairsUpdate,
  repairsUpdateStatus,
  repairsSetPayment,
  repairsIncludeLine,
  repairsReorder,
  repairsDelete,
  repairsImport,
  repairsExport,
  mechanicsList,
  mechanicsCreate,
  mechanicsUpdate,
  customersList,
  customersCreate,
  customersGet,
  customersUpdate,
  customersDelete,
  customersMerge,
  bikesList,
  bikesGet,
  bikesHistory,
  bikesHistoryPdf,
  bikesCreate,
  bikesUpdate,
  bikesTransfer,
  bikesDelete,
  suspensionsList,
  suspensionsCreate,
  suspensionsUpdate,
  suspensionsDelete,
  suspensionsSendOut,
  suspensionsReturn,
  suspensionServicesForRepair,
  suspensionServicesRecord,
  suspensionServicesDelete,
  recommendationsList,
  recommendationsAdd,
  recommendationsDismiss,
  repairsRecommendLine,
  partsList,
  partsCreate,
  partsUpdate,
  partsOrder,
  partsArrive,
  partsDelete,
  partsToCall,
  partsCustomerTold,
  transfersList,
  transfersCreate,
  transfersSend,
  transfersReceive,
  transfersCancel,
  customersExport,
  customersExportData,
  customersAnonymise,
  repairPhotosAdd,
  repairPhotosList,
  repairPhotosDelete,
  bikePhotoGet,
  bikePhotoSet,
  bikePhotoDelete,
  servicesList,
  servicesCreate,
  servicesUpdate,
  servicesReorder,
  servicesArchive,
  servicesAddStarter,
  servicesImport,
  teamList,
  teamInvite,
  teamInvitationResend,
  teamInvitationRevoke,
  teamInvitationAccept,
  teamUpdate,
  teamRemove,
  teamInvitationPreview,
  teamInvitationPending,
  accountUpdate,
  accountWorkshopSwitch,
  chainsGet,
  chainsCreate,
  chainsAddWorkshop,
  chainsPublish,
  chainsDashboard,
  chainsRepairs,
  chainsSetCustomerSharing,
  chainCustomersSearch,
  chainCustomersBring,
  chainCustomersElsewhere,
  chainCustomersSetConsent,
  chainSubscriptionGet,
  chainSubscriptionCheckout,
  chainSubscriptionCancel,
  chainSubscriptionResume,
  chainInvoicesGet,
  chainInvoicesPdf,
  accountChangePassword,
  accountSignOutEverywhere,
  workshopUpdate,
  workshopConfigUpdate,
  repairWorkStart,
  repairWorkStop,
  repairWorkGet,
  repairWorkCurrent,
  repairEventsList,
  messageTemplatesGet,
  messageTemplatesUpdate,
  messagingSettingsUpdate,
  messagingSettingsGet,
  alertMessagePrepare,
  alertMessageSend,
  repairMessagePrepare,
  repairMessageSend,
  // docs/product.md §21: the customer's repair link; the public ones answer anyone holding a link's token.
  repairLinkGet,
  repairLinkRevoke,
  publicRepairGet,
  publicRepairDocumentPdf,
  publicRepairRespond,
  // docs/decisions/058: an online booking's typed contact, and its link to an existing customer (staff only).
  repairBookingContact,
  repairsLinkCustomer,
  salesTaxSettingsGet,
  salesTaxSettingsUpdate,
  salesInvoicesIssue,
  salesInvoicesGet,
  salesVerifactuResend,
  salesVerifactuCancel,
  salesVerifactuRefusedCount,
  salesInvoicesList,
  salesInvoicesExport,
  salesPaymentsRecord,
  salesDepositsTake,
  salesPaymentsRefund,
  salesRepairsCloseWithoutCharge,
  salesPaymentsList,
  tillGet,
  tillOpen,
  tillMove,
  tillClose,
  salesInvoicesRectify,
  salesSeriesUpdate,
  salesSaftExport,
  salesInvoicesPdf,
  salesInvoicesEmail,
  // docs/product.md §22: online booking; the public ones answer anyone on a workshop's booking page.
  onlineBookingSettingsGet,
  publicBookingOptions,
  publicBookingCreate,
};

export const FUNCTION_LIST: readonly CallableFunction[] = Object.values(FUNCTIONS_BY_NAME);
