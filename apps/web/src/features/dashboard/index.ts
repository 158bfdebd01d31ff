// What the rest of the app may use from the dashboard (issue 13).
export { DashboardScreen } from './components/dashboard-screen';
