// What the rest of the app may use from the customers feature.
export { BikePage } from './components/bike-page';
export { CustomerPage } from './components/customer-page';
export { CustomersScreen } from './components/customers-screen';
