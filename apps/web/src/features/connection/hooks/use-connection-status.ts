import { useSyncExternalStore } from 'react';
import { connectionStatus, subscribeToConnection, type ConnectionStatus } from '@/lib/connection';

/** Whether the server can be reached, as the last function call or health probe found it. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribeToConnection, connectionStatus, connectionStatus);
}
