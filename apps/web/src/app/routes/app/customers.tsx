import { useParams } from 'react-router';
import { CustomerPage, CustomersScreen } from '@/features/customers';

export function CustomersRoute() {
  return <CustomersScreen />;
}

export function CustomerRoute() {
  const { uid = '' } = useParams();
  // A new page per customer: nothing edited on one carries over to the next.
  return <CustomerPage key={uid} id={uid} />;
}
