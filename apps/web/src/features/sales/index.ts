// What the rest of the app may use from the sales feature (docs/product.md §29): the tax settings screen.
export { TaxSettingsScreen } from './components/tax-settings-screen';
