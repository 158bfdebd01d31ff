// What the rest of the app may use from the messaging feature (docs/product.md §20): the repair's and the customer
// alert's Notify buttons, the board's one Notify dialog, and the profile's WhatsApp messages section.
export { AlertNotifyButton } from './components/alert-notify-button';
export { NotifyButton } from './components/notify-button';
export { RepairNotifyDialog, type RepairNotifyRequest } from './components/lazy-repair-notify-dialog';
export { MessagingCard } from './components/lazy-messaging-card';
