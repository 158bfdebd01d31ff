// What the rest of the app may use from the parts feature (docs/product.md §31.2): the Pedidos view (its route's
// screen) and the repair page's section, which the page loads lazily so its code and texts stay out of its first
// download.
export { PartsScreen } from './components/parts-screen';
export { RepairPartsPanel } from './components/repair-parts-panel';
