// What the rest of the app may use from the records feature (issue 12 point 7, decision 023).
export { CustomerRecords } from './components/customer-records';
export { CustomersExportButton } from './components/customers-export-button';
