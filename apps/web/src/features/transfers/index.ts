// What the rest of the app may use from the transfers feature (docs/product.md §32.4): its route's screen.
export { TransfersScreen } from './components/transfers-screen';
