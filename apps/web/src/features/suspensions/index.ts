// What the rest of the app may use from the suspensions feature (issue 12 point 5).
export { BikeSuspensions } from './components/bike-suspensions';
export { RepairSuspensionServices } from './components/repair-suspension-services';
