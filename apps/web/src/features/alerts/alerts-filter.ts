// The customers screen's alerts filter, reachable by URL (docs/product.md §14.3): /customers?filter=alerts.
import { paths } from '@/config/paths';

export const ALERTS_FILTER_PARAM = 'filter';
export const ALERTS_FILTER_VALUE = 'alerts';

export function alertsFilterHref(): string {
  return `${paths.app.customers.getHref()}?${ALERTS_FILTER_PARAM}=${ALERTS_FILTER_VALUE}`;
}
