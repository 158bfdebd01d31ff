// What the functions keep in memory and how every instance keeps it right (docs/architecture.md §10, decision
// 055): the lists' caches per topic, the directories that follow their generations, and the change feed, which
// LISTENs for the lists' topics and carries the sessions' (decision 033) and the live notifications'
// (docs/architecture.md §11) too. The feed's subscribers exist before it connects, and it is ready before this
// returns; it closes with the server. Made by parts/functions.ts, just before the function routes.
import type { TCustomerListItem, TRepairsListOutput, TServicesListOutput } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATIONS_TOPIC } from '../data/notifications.ts';
import { SESSIONS_TOPIC } from '../data/sessions.ts';
import type { Dependencies } from '../functions/dependencies.ts';
import { AlertsDirectory } from '../services/cache/alerts-directory.ts';
import { CalendarDirectory } from '../services/cache/calendar-directory.ts';
import { CustomerDirectory } from '../services/cache/customer-directory.ts';
import { DashboardDirectory } from '../services/cache/dashboard-directory.ts';
import { connectListCaches, ListCache } from '../services/cache/list-cache.ts';
import type { LiveStreamGives } from './live-stream.ts';
import type { SharedContext } from './shared-context.ts';

/** The caches and the feed's two calls, as the functions' dependencies name them (functions/dependencies.ts). */
export type ListCaches = Pick<
  Dependencies,
  | 'repairLists'
  | 'catalogueLists'
  | 'customerLists'
  | 'customerDirectory'
  | 'calendarDirectory'
  | 'dashboardDirectory'
  | 'alertsDirectory'
  | 'listsChanged'
  | 'listsFresh'
>;

export type ListCachesNeeds = Pick<SharedContext, 'env' | 'db' | 'database' | 'changeFeedUrl' | 'sessions'> & LiveStreamGives;

export async function connectedListCaches(app: FastifyInstance, context: ListCachesNeeds): Promise<ListCaches> {
  const { env, db, database, sessions, notificationsFeed } = context;
  const repairLists = new ListCache<TRepairsListOutput>();
  const catalogueLists = new ListCache<TServicesListOutput>();
  const customerLists = new ListCache<TCustomerListItem[]>();
  // docs/product.md §11.1: each workshop's customers indexed in memory, in step with the customers lists (decision 025).
  const customerDirectory = new CustomerDirectory(db, { generation: (workshopId) => customerLists.generation(workshopId) });
  customerLists.onClear(() => customerDirectory.clear());
  // Each workshop's calendar events kept in memory, in step with the repairs lists (decision 027).
  const calendarDirectory = new CalendarDirectory(db, { generation: (workshopId) => repairLists.generation(workshopId) });
  repairLists.onClear(() => calendarDirectory.clear());
  const dashboardDirectory = new DashboardDirectory(db, {
    generations: (workshopId) => `${repairLists.generation(workshopId)}:${catalogueLists.generation(workshopId)}`,
  });
  repairLists.onClear(() => dashboardDirectory.clear());
  catalogueLists.onClear(() => dashboardDirectory.clear());
  // What the customer alerts read of the repairs and bikes, in step with both lists (decision 069).
  const alertsDirectory = new AlertsDirectory(db, {
    generation: (workshopId) => `${repairLists.generation(workshopId)}:${customerLists.generation(workshopId)}`,
    fresh: (workshopId) => listsFresh(workshopId),
  });
  repairLists.onClear(() => alertsDirectory.clear());
  customerLists.onClear(() => alertsDirectory.clear());
  const listCaches = connectListCaches(
    { repairs: repairLists, catalogue: catalogueLists, customers: customerLists },
    {
      connectionString: context.changeFeedUrl ?? database.pool.options.connectionString!,
      pool: database.pool,
      onError: (error) => app.log.warn({ err: error }, 'the lists change feed was interrupted; reconnecting'),
      subscribers: {
        [SESSIONS_TOPIC]: {
          changed: (userId) => {
            sessions.changed(userId);
            notificationsFeed.accountChanged(userId);
          },
          setListening: (isListening) => sessions.setListening(isListening),
        },
        [NOTIFICATIONS_TOPIC]: notificationsFeed,
      },
    },
  );
  await listCaches.ready;
  const listsFresh = env.LIST_VERSION_CHECK === 'off' ? async () => {} : listCaches.fresh;
  app.addHook('onClose', () => listCaches.close());
  return {
    repairLists,
    catalogueLists,
    customerLists,
    customerDirectory,
    calendarDirectory,
    dashboardDirectory,
    alertsDirectory,
    listsChanged: listCaches.changed,
    listsFresh,
  };
}
