// A fake server for the chain's view: the auth server, with an account that administers the chain, plus
// chainsDashboard and chainsRepairs answering as the server would (docs/product.md §32.2). A test's handlers go over these.
import { REPAIR_STATUSES, type RepairStatus, type TChainRepair, type TChainsDashboardOutput } from '@rueda/domain';
import { authServer, workshopAccount, type AuthServerOptions } from '@/testing/auth-server';
import { chainDashboardData, chainSubscriptionData } from './factories';

export interface ChainServerOptions extends AuthServerOptions {
  dashboard?: TChainsDashboardOutput;
  repairs?: TChainRepair[];
}

export function chainServer({ dashboard = chainDashboardData(), repairs = [], ...options }: ChainServerOptions = {}) {
  return authServer({
    isSignedIn: true,
    account: workshopAccount({ isChainAdmin: true }),
    ...options,
    functions: {
      chainsDashboard: () => dashboard,
      chainsRepairs: ({ status, limit = 50, offset = 0 }) => {
        const counts = Object.fromEntries(
          REPAIR_STATUSES.map((one) => [one, repairs.filter((repair) => repair.status === one).length]),
        ) as Record<RepairStatus, number>;
        const chosen = repairs.filter((repair) => !status || repair.status === status);
        return { repairs: chosen.slice(offset, offset + limit), counts, total: chosen.length, more: chosen.length > offset + limit };
      },
      // docs/product.md §32.6: the view's subscription section; a chain that pays for nothing yet.
      chainSubscriptionGet: () => chainSubscriptionData(),
      ...options.functions,
    },
  });
}
