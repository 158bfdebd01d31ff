// What the rest of the app may use from the records feature (docs/product.md §11.4 and §11.5, decision 023).
export { CustomerRecords } from './components/customer-records';
export { CustomersExportButton } from './components/customers-export-button';
