// What the rest of the app may use from the chain's subscription (docs/product.md §32.6): its section, loaded lazily.
export { LazyChainSubscriptionSection } from './components/lazy-chain-subscription-section';
