// What the rest of the app may use from the suspensions feature (docs/product.md §13).
export { BikeSuspensions } from './components/bike-suspensions';
export { RepairSuspensionServices } from './components/repair-suspension-services';
