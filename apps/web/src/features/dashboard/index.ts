// What the rest of the app may use from the dashboard (docs/product.md §16).
export { DashboardScreen } from './components/dashboard-screen';
// The dashboard's timeframe, which the chain's view shares (docs/product.md §32.2: the same figures for the same timeframe).
export { DashboardTimeframe } from './components/dashboard-timeframe';
export { dashboardInputOf, daysOfInput, paramsOfScope, scopeOfParams, type DashboardScope } from './scope';
