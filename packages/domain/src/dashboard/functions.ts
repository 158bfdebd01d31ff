// The dashboard (docs/product.md §16): how the business goes over a timeframe. Every figure is about the
// repairs created in the timeframe, as the repairs screen's timeframe is (docs/product.md §7: the
// state.created range), so each links to the filtered repairs list behind it.
import { z } from 'zod';
import { SERVICE_KINDS } from '../catalogue/catalogue.ts';
import { REPAIR_PAYMENTS, REPAIR_STATUSES } from '../repairs/status.ts';
import { SALES_PAYMENT_METHODS, ZSalesRateTotalSchema } from '../sales/money-basics.ts';

const isoDate = z.iso.datetime({ offset: true });
const day = z.iso.date();
const count = z.number().int().min(0);

/** Ten years at most: the yearly and custom timeframes fit. */
export const DASHBOARD_RANGE_MAX_DAYS = 3660;

export const ZDashboardGetInputSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((value) => !(Date.parse(value.to) <= Date.parse(value.from)), { message: 'The range must end after it starts.', path: ['to'] })
  .refine((value) => !(Date.parse(value.to) - Date.parse(value.from) > DASHBOARD_RANGE_MAX_DAYS * 86_400_000), {
    message: `At most ${DASHBOARD_RANGE_MAX_DAYS} days at once.`,
    path: ['to'],
  });
export type TDashboardGetInput = z.input<typeof ZDashboardGetInputSchema>;

/** Where the dashboard's revenue comes from: the issued documents (docs/product.md §29) or the repairs' prices. */
export const DASHBOARD_REVENUE_SOURCES = ['repairs', 'documents'] as const;
export type DashboardRevenueSource = (typeof DASHBOARD_REVENUE_SOURCES)[number];

export const DASHBOARD_BUCKETS = ['day', 'week', 'month'] as const;
export type DashboardBucket = (typeof DASHBOARD_BUCKETS)[number];

/** A period of the series: its first and last day (both included) in the workshop's time zone. */
const period = { start: day, end: day };

const ZRepairLineSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The booking's date (next bookings) or the day it was finished (not collected). */
  date: isoDate,
  storedVersion: z.number().int(),
  /** A next booking not reviewed yet (an online booking awaits the workshop's look, docs/product.md §4 "Calendar"). */
  awaitingReview: z.literal(true).optional(),
});

export const ZDashboardSchema = z.object({
  timeZone: z.string(),
  bucket: z.enum(DASHBOARD_BUCKETS),
  /** Repairs created in the timeframe. */
  total: count,
  statuses: z.record(z.enum(REPAIR_STATUSES), count),
  /** Per period: repairs received (created) then, and how many of those are delivered by now. */
  received: z.array(z.object({ ...period, received: count, delivered: count })),
  /**
   * Cents; null for a role that may not see revenue (docs/roles.md). `source` says where `total` comes from:
   * `documents` once the workshop issued any document (docs/product.md §29), the documents issued in the
   * timeframe net of their rectifications, with `documents` broken down per VAT rate and per payment method;
   * `repairs` before that, the repairs' prices (`documents` null). `byPayment` and `byKind` are the repairs'.
   */
  revenue: z
    .object({
      source: z.enum(DASHBOARD_REVENUE_SOURCES),
      total: z.number().int(),
      byPayment: z.record(z.enum(REPAIR_PAYMENTS), count),
      byKind: z.record(z.enum(SERVICE_KINDS), count),
      documents: z
        .object({
          /** The documents' totals per VAT rate, highest rate first (a rectification subtracts). */
          byRate: z.array(ZSalesRateTotalSchema),
          /** The money taken per method on the till's days of the timeframe: payments and deposits less refunds. */
          byMethod: z.record(z.enum(SALES_PAYMENT_METHODS), z.number().int()),
        })
        .nullable(),
    })
    .nullable(),
  /** docs/product.md §3 `hours`: the days between entry and delivery, rounded up. */
  stay: z.object({
    averageDays: z.number().nullable(),
    repairs: count,
    /** The same length of time just before the timeframe. */
    previousAverageDays: z.number().nullable(),
    trend: z.array(z.object({ ...period, averageDays: z.number().nullable(), repairs: count })),
  }),
  /**
   * Repairs per mechanic and their estimated work; `id` null for repairs with nobody assigned. `trackedMinutes`
   * is the time the mechanic's work timer ran in the timeframe (sessions by the day they started, a running one
   * up to now), whichever repairs it was on (docs/product.md §17.4).
   */
  mechanics: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      active: z.boolean(),
      repairs: count,
      workMinutes: count,
      trackedMinutes: count,
    }),
  ),
  /** The next bookings from now, confirmed or awaiting review (as the calendar shows them), soonest first. */
  nextBookings: z.array(ZRepairLineSchema),
  /** Repairs finished and not collected, the longest waiting first. */
  uncollected: z.object({ count, repairs: z.array(ZRepairLineSchema) }),
  /** Stock items under their minimum, the emptiest first. */
  lowStock: z.object({
    count,
    items: z.array(z.object({ id: z.string(), title: z.string(), quantity: z.number().int(), minQuantity: count })),
  }),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;

/** How many lines the dashboard's lists show. */
export const DASHBOARD_LIST_MAX = 8;
