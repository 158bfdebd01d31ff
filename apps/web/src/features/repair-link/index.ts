// What the rest of the app may use from the repair link feature (issue 17 point 4, decision 052): the repair
// page's panel to copy, open or revoke the customer's link and read their answer to the estimate.
export { RepairLinkPanel } from './components/lazy-repair-link-panel';
