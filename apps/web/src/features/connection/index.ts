export { ConnectionBanner } from './components/connection-banner';
export { useConnectionStatus } from './hooks/use-connection-status';
export { NeedsConnection, onlineOnly } from './components/online-only';
