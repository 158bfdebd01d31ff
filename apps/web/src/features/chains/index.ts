export { chainQueryKey, chainQueryOptions, useAddWorkshopToChain, useChain, useCreateChain } from './api/chain';
export { LazyChainCard } from './components/lazy-chain-card';
export { PublishCatalogueButton } from './components/publish-button';
