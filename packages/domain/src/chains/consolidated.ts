// docs/product.md §32.2 "The chain's view": the chain's consolidated figures, each workshop's as its own dashboard shows
// them for the same timeframe (docs/product.md §16.1), and the chain's total, which adds them up.
import { z } from 'zod';
import { ZDashboardGetInputSchema } from '../dashboard/functions.ts';
import { REPAIR_STATUSES, type RepairStatus } from '../repairs/status.ts';

const count = z.number().int().min(0);

/** The dashboard's timeframe (dashboardGet's `{ from, to }`): the repairs created on its days in each workshop's zone. */
export const ZChainsDashboardInputSchema = ZDashboardGetInputSchema;
export type TChainsDashboardInput = z.input<typeof ZChainsDashboardInputSchema>;

/** A mechanic's work in a workshop, as the workshop's dashboard counts it; `id` null for the repairs with nobody assigned. */
export const ZChainMechanicWorkSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** Repairs of the timeframe assigned to the mechanic. */
  repairs: count,
  /** Their estimated work, in minutes. */
  workMinutes: count,
  /** The minutes the mechanic's work timer ran in the timeframe (docs/product.md §17.4). */
  trackedMinutes: count,
});
export type TChainMechanicWork = z.infer<typeof ZChainMechanicWorkSchema>;

/** Figures that add up across workshops. */
const figures = {
  /** Repairs created in the timeframe. */
  repairs: count,
  repairsByStatus: z.record(z.enum(REPAIR_STATUSES), count),
  /** Cents, as each workshop's dashboard counts it (its documents once it issues any, else its repairs' prices). */
  revenue: z.number().int(),
  /** docs/product.md §16.1: the days between entry and delivery (rounded up) of the repairs delivered, and how many. */
  stay: z.object({ averageDays: z.number().nullable(), repairs: count, totalDays: count }),
};

export const ZChainWorkshopFiguresSchema = z.object({
  workshopId: z.string(),
  workshopName: z.string(),
  isHeadOffice: z.boolean(),
  ...figures,
  mechanics: z.array(ZChainMechanicWorkSchema),
});
export type TChainWorkshopFigures = z.infer<typeof ZChainWorkshopFiguresSchema>;

export const ZChainsDashboardOutputSchema = z.object({
  /** The head office first, then the others by name. */
  workshops: z.array(ZChainWorkshopFiguresSchema),
  total: z.object({
    ...figures,
    /** Every workshop's mechanics, each with its workshop: a name in two workshops is two people's work. */
    mechanics: z.array(ZChainMechanicWorkSchema.extend({ workshopId: z.string(), workshopName: z.string() })),
  }),
});
export type TChainsDashboardOutput = z.infer<typeof ZChainsDashboardOutputSchema>;

/** One decimal, as the dashboard rounds its averages. */
const averageOf = (totalDays: number, repairs: number) => (repairs === 0 ? null : Math.round((totalDays / repairs) * 10) / 10);

/**
 * The chain's total: the workshops' figures added up. The average stay is the days of every delivered repair over
 * their number (each workshop weighs as many repairs as it delivered), never an average of the averages.
 */
export function consolidateChainFigures(workshops: readonly TChainWorkshopFigures[]): TChainsDashboardOutput['total'] {
  const repairsByStatus = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, 0])) as Record<RepairStatus, number>;
  let repairs = 0;
  let revenue = 0;
  let stayRepairs = 0;
  let stayDays = 0;
  for (const workshop of workshops) {
    for (const status of REPAIR_STATUSES) repairsByStatus[status] += workshop.repairsByStatus[status];
    repairs += workshop.repairs;
    revenue += workshop.revenue;
    stayRepairs += workshop.stay.repairs;
    stayDays += workshop.stay.totalDays;
  }
  const mechanics = workshops.flatMap((workshop) =>
    workshop.mechanics.map((mechanic) => ({ ...mechanic, workshopId: workshop.workshopId, workshopName: workshop.workshopName })),
  );
  return {
    repairs,
    repairsByStatus,
    revenue,
    stay: { averageDays: averageOf(stayDays, stayRepairs), repairs: stayRepairs, totalDays: stayDays },
    mechanics,
  };
}
