// What the rest of the app may use from the chain's view (docs/product.md §32.2): its route's screen.
export { ChainScreen } from './components/chain-screen';
