// What the rest of the app may use from the messaging feature (issue 17 point 3): the repair's Notify button and
// the profile's WhatsApp messages section.
export { NotifyButton } from './components/notify-button';
export { MessagingCard } from './components/lazy-messaging-card';
