// What the rest of the app may use from the booking calendar (docs/product.md §15).
export { BookingScreen } from './components/booking-screen';
export { WorkshopHours } from './components/workshop-hours';
export { keptBookingsQueries } from './api/kept-bookings';
