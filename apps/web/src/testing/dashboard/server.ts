// A fake server for the dashboard's tests: the auth server plus dashboardGet answering a fixed set
// of figures (or what a test's own handler says), and the lookups the fast intake makes.
import type { TDashboard } from '@rueda/domain';
import { authServer, type AuthServerOptions } from '@/testing/auth-server';
import { dashboardData } from './factories';

export interface DashboardServerOptions extends AuthServerOptions {
  dashboard?: TDashboard;
}

export function dashboardServer(options: DashboardServerOptions = {}) {
  const dashboard = options.dashboard ?? dashboardData();
  return authServer({
    isSignedIn: true,
    ...options,
    functions: {
      dashboardGet: () => dashboard,
      mechanicsList: () => [],
      customersList: () => [],
      ...options.functions,
    },
  });
}
