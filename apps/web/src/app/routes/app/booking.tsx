import { BookingScreen } from '@/features/bookings';

export function BookingRoute() {
  return <BookingScreen />;
}
