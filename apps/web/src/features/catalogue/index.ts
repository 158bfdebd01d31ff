// What the rest of the app may use from the catalogue feature.
export { servicesQueryOptions, useServices } from './api/get-services';
export { offeredItems, priceLabel, type CatalogueItem } from './catalogue';
export { CatalogueScreen } from './components/catalogue-screen';
