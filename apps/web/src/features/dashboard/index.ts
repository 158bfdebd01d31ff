// What the rest of the app may use from the dashboard (docs/product.md §16).
export { DashboardScreen } from './components/dashboard-screen';
