// What the rest of the app may use from the customers feature: the list, a customer's page and a bike's page, each a
// chunk of its own (lib/lazy-screen.tsx), so a route downloads only the screen it draws (docs/product.md §26.2).
import { lazyScreen } from '@/lib/lazy-screen';

export const CustomersScreen = lazyScreen(() => import('./components/customers-screen'), 'CustomersScreen');
export const CustomerPage = lazyScreen(() => import('./components/customer-page'), 'CustomerPage');
export const BikePage = lazyScreen(() => import('./components/bike-page'), 'BikePage');
