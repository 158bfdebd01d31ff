// What the rest of the app may use from the repair link feature (docs/product.md §21, decision 052): the repair
// page's panel to copy, open or revoke the customer's link and read their answer to the estimate.
export { RepairLinkPanel } from './components/lazy-repair-link-panel';
