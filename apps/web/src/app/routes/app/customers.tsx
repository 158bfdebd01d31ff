import { useParams } from 'react-router';
import { BikePage, CustomerPage, CustomersScreen } from '@/features/customers';

export function CustomersRoute() {
  return <CustomersScreen />;
}

export function CustomerRoute() {
  const { uid = '' } = useParams();
  // A new page per customer: nothing edited on one carries over to the next.
  return <CustomerPage key={uid} id={uid} />;
}

/** One of the customer's bikes and its history (docs/product.md §12.1). */
export function BikeRoute() {
  const { bikeId = '' } = useParams();
  return <BikePage key={bikeId} id={bikeId} />;
}
