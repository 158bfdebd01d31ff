// The repairs list's filters (docs/product.md §4) as SQL conditions, written once for two uses: with the values
// themselves (the repairs' CSV export, docs/product.md §18.4), and with placeholders in their place, so a list's
// statement is built once per shape of filters and only its values change from call to call (decision 042).
import type { RepairStatus, ZRepairsListInputSchema } from '@rueda/domain';
import { eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { repairs } from '../db/schema.ts';
import { wordPatternsOf } from './search.ts';

type ListInput = z.output<typeof ZRepairsListInputSchema>;
export type ListFilters = Omit<ListInput, 'cursor' | 'limit'>;

/** Which filters a list has, and how many words and statuses: all that shapes its conditions' text. */
export interface FilterShape {
  from: boolean;
  to: boolean;
  payment: boolean;
  mechanic: boolean;
  words: number;
  statuses: number | null;
}

/** What the conditions compare with: the values, or placeholders standing for them. */
export interface FilterValues {
  workshopId: unknown;
  from: unknown;
  to: unknown;
  payment: unknown;
  mechanic: unknown;
  words: readonly unknown[];
  statuses: readonly unknown[];
}

/** The statuses asked for, or undefined when the list is not filtered by status. */
export function statusesOf(filters: ListFilters): RepairStatus[] | undefined {
  return filters.status === undefined ? undefined : Array.isArray(filters.status) ? filters.status : [filters.status];
}

/** The shape of a list's filters: which are present, and how many words and statuses. */
export function filterShapeOf(filters: ListFilters): FilterShape {
  return {
    from: Boolean(filters.from),
    to: Boolean(filters.to),
    payment: Boolean(filters.payment),
    mechanic: Boolean(filters.mechanic),
    words: wordPatternsOf(filters.search).length,
    statuses: statusesOf(filters)?.length ?? null,
  };
}

/** The filters' values, in the places `filterConditions` puts them. */
export function filterValuesOf(workshopId: string, filters: ListFilters): FilterValues {
  return {
    workshopId,
    from: filters.from ? new Date(filters.from) : null,
    to: filters.to ? new Date(filters.to) : null,
    payment: filters.payment ?? null,
    mechanic: filters.mechanic ?? null,
    words: wordPatternsOf(filters.search),
    statuses: statusesOf(filters) ?? [],
  };
}

/** Placeholders for every value of a shape, named as `filterPlaceholderValues` names them. */
export function filterPlaceholders(shape: FilterShape): FilterValues {
  const placeholder = (name: string) => sql.placeholder(name);
  return {
    workshopId: placeholder('workshopId'),
    from: placeholder('from'),
    to: placeholder('to'),
    payment: placeholder('payment'),
    mechanic: placeholder('mechanic'),
    words: Array.from({ length: shape.words }, (_, index) => placeholder(`w${index}`)),
    statuses: Array.from({ length: shape.statuses ?? 0 }, (_, index) => placeholder(`s${index}`)),
  };
}

/** The values of `filterPlaceholders`' names. */
export function filterPlaceholderValues(values: FilterValues): Record<string, unknown> {
  const named: Record<string, unknown> = {
    workshopId: values.workshopId,
    from: values.from,
    to: values.to,
    payment: values.payment,
    mechanic: values.mechanic,
  };
  values.words.forEach((word, index) => (named[`w${index}`] = word));
  values.statuses.forEach((status, index) => (named[`s${index}`] = status));
  return named;
}

/**
 * The filters as conditions: `base` holds every filter but the status (the counts per status come from these),
 * `page` adds the status. Only `shape` decides which conditions there are; `values` only fills them.
 */
export function filterConditions(shape: FilterShape, values: FilterValues): { base: SQL[]; page: SQL[] } {
  const base: SQL[] = [eq(repairs.workshopId, values.workshopId as string)];
  if (shape.from) base.push(sql`${repairs.created} >= ${values.from}`);
  if (shape.to) base.push(sql`${repairs.created} < ${values.to}`);
  if (shape.payment) base.push(eq(repairs.payment, values.payment as string));
  if (shape.mechanic) base.push(sql`${values.mechanic} = any(${repairs.mechanicIds})`);
  for (let index = 0; index < shape.words; index += 1) base.push(like(repairs.searchText, values.words[index] as string));
  const page: SQL[] = [...base];
  if (shape.statuses !== null) page.push(inArray(repairs.status, values.statuses.slice(0, shape.statuses) as RepairStatus[]));
  return { base, page };
}

/**
 * The list's filters as conditions with their values (the repairs' CSV export filters with the same):
 * `base` without the status, `page` with it, and the statuses and search words asked for.
 */
export function repairFilters(workshopId: string, filters: ListFilters) {
  const shape = filterShapeOf(filters);
  const { base, page } = filterConditions(shape, filterValuesOf(workshopId, filters));
  return { base, page, statuses: statusesOf(filters), hasSearch: shape.words > 0 };
}
