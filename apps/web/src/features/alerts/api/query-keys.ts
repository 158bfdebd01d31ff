// The alerts' and the notifications document's query keys: handling an alert refreshes both.
export const alertsKeys = {
  all: ['alerts'] as const,
  list: (includeHandled: boolean) => [...alertsKeys.all, 'list', { includeHandled }] as const,
  openCount: ['alerts', 'open-count'] as const,
  notifications: ['notifications'] as const,
};
