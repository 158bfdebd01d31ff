// What the rest of the app may use from the online booking feature (docs/product.md §22.1): the profile's card where
// the admin sets up the workshop's public booking page.
export { OnlineBookingCard } from './components/lazy-online-booking-card';
