// The dashboard's revenue (docs/product.md §16.1, §29): once a workshop issued any document, its revenue for a
// timeframe is what its documents issued on those days charge, net of their rectifications (whose totals are
// negative), per VAT rate, and the money its till took on those days per method (payments and deposits less
// refunds, docs/product.md §29.5 and §29.6). A full invoice replacing a simplified one (F3) charges nothing new: the
// simplified invoice it replaces counted the sale on its day, so replacing documents are left out (their
// rectifications still subtract). A workshop that never issued one keeps the repairs' prices (dashboard.ts).
import { SALES_PAYMENT_METHODS, type SalesPaymentMethod, type TDashboard } from '@rueda/domain';

/** What the dashboard snapshot keeps of the sales, by day (YYYY-MM-DD in the workshop's zone). */
export interface SalesDays {
  /** Whether the workshop ever issued a document: its revenue then comes from its documents. */
  hasDocuments: boolean;
  /** [issue day, rate in basis points, gross, base, tax] of the documents, replacing ones left out; by day. */
  rateDays: [string, number, number, number, number][];
  /** [till day, method, cents]: the ledger's payments and deposits less refunds; by day. */
  methodDays: [string, SalesPaymentMethod, number][];
}

/** The snapshot statement's columns for SalesDays (dashboard-snapshot.ts), the workshop's id being $1. */
export const SALES_FIELDS = `exists (select 1 from sales_documents where workshop_id = $1) as "hasDocuments",
    (select coalesce(json_agg(json_build_array(day, rate, gross, base, tax) order by day, rate desc), '[]') from (
      select d.issue_day as day, (b ->> 'rateBp')::int as rate, sum((b ->> 'grossCents')::bigint) as gross,
        sum((b ->> 'baseCents')::bigint) as base, sum((b ->> 'taxCents')::bigint) as tax
      from sales_documents d cross join jsonb_array_elements(d.breakdown) b
      where d.workshop_id = $1 and d.kind <> 'replacing'
      group by d.issue_day, (b ->> 'rateBp')::int) r) as "rateDays",
    (select coalesce(json_agg(json_build_array(till_day, method, cents) order by till_day, method), '[]') from (
      select till_day, method, sum(amount_cents) as cents from sales_payments
      where workshop_id = $1 and method is not null
      group by till_day, method) m) as "methodDays"`;

type Revenue = NonNullable<TDashboard['revenue']>;

/** Rows ordered by day whose day is within [first, last]. */
const within = <T extends [string, ...unknown[]]>(rows: readonly T[], first: string, last: string) =>
  rows.filter((row) => row[0] >= first && row[0] <= last);

/** The documents' revenue of the days [fromDay, toDay]: the total, per rate (highest first) and per method. */
export function documentsRevenueOf(
  sales: SalesDays,
  fromDay: string,
  toDay: string,
): { total: number; documents: NonNullable<Revenue['documents']> } {
  const rates = new Map<number, { rateBp: number; grossCents: number; baseCents: number; taxCents: number }>();
  for (const [, rateBp, gross, base, tax] of within(sales.rateDays, fromDay, toDay)) {
    const rate = rates.get(rateBp) ?? { rateBp, grossCents: 0, baseCents: 0, taxCents: 0 };
    rates.set(rateBp, { rateBp, grossCents: rate.grossCents + gross, baseCents: rate.baseCents + base, taxCents: rate.taxCents + tax });
  }
  const byRate = [...rates.values()].sort((a, b) => b.rateBp - a.rateBp);
  const byMethod = Object.fromEntries(SALES_PAYMENT_METHODS.map((method) => [method, 0])) as Record<SalesPaymentMethod, number>;
  for (const [, method, cents] of within(sales.methodDays, fromDay, toDay)) byMethod[method] += cents;
  return { total: byRate.reduce((sum, rate) => sum + rate.grossCents, 0), documents: { byRate, byMethod } };
}
