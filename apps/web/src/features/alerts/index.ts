// What the rest of the app may use from the alerts feature (docs/product.md §14).
export { AlertsPanel } from './components/alerts-panel';
export { NotificationsBell } from './components/notifications-bell';
export { useOpenAlertsCount } from './api/list-alerts';
export { ALERTS_FILTER_PARAM, ALERTS_FILTER_VALUE, alertsFilterHref } from './alerts-filter';
export { useNewAppointments } from './api/new-appointments';
