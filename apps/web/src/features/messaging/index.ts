// What the rest of the app may use from the messaging feature (docs/product.md §20): the repair's and the customer
// alert's Notify buttons, the board's one Notify dialog, the dialog on one of a repair's messages, and the profile's WhatsApp
// messages section.
export { AlertNotifyButton } from './components/alert-notify-button';
export { NotifyButton } from './components/notify-button';
export { RepairNotifyDialog, type RepairNotifyRequest } from './components/lazy-repair-notify-dialog';
// docs/product.md §31.2: the Pedidos view's "Piezas recibidas" to a customer whose parts are all in.
export { RepairMessageDialog } from './components/lazy-repair-message-dialog';
export { MessagingCard } from './components/lazy-messaging-card';
