// What admin, manager and mechanic may each do. docs/product.md §6 leaves per-role permissions
// open; docs/roles.md is the table for people, this module is the one the code obeys. The server
// enforces it in every function; the web app hides what a role may not use.
import { CHAIN_READER_ROLE, type ClaimRole } from './auth-constants.ts';

const ALL: readonly ClaimRole[] = ['admin', 'manager', 'mechanic'];
const LEADS: readonly ClaimRole[] = ['admin', 'manager'];
const ADMIN: readonly ClaimRole[] = ['admin'];
/**
 * docs/product.md §32.2: what a chain administrator may do in a workshop of the chain where they are not a member: read
 * its screens and figures, nothing else. Only a permission whose every function writes nothing lists it.
 */
const READERS: readonly ClaimRole[] = [...ALL, CHAIN_READER_ROLE];
const LEADS_AND_READERS: readonly ClaimRole[] = [...LEADS, CHAIN_READER_ROLE];

export const PERMISSIONS = {
  /** Use the app's screens: repairs, customers, bookings, the catalogue (read). */
  'workshop.use': READERS,
  /** docs/product.md §20, §21.1: notify a customer on WhatsApp and make a repair's link for them (both write). */
  'customers.notify': ALL,
  /** Choose a plan, pay, open the billing portal, cancel. */
  'subscription.manage': ADMIN,
  /** See the subscription's state and trial days left. */
  'subscription.view': ALL,
  /** Change the workshop's name, address, phone, tax id and currency. */
  'workshop.settings': ADMIN,
  /** docs/product.md §17: invite people, change their roles, link them to a mechanic, deactivate or remove them. */
  'team.manage': LEADS,
  /** Make someone an admin, or change, deactivate or remove an admin. */
  'team.admins': ADMIN,
  /** Download everything of the workshop (docs/product.md §18.4). */
  'workshop.export': ADMIN,
  /** Add, rename and deactivate mechanics. */
  'mechanics.manage': LEADS,
  /** Create and change repairs: customer, bike, services, status, notes, control sheets. */
  'repairs.edit': ALL,
  /** Change what a repair costs: prices, totals and payment status. */
  'repairs.pricing': LEADS,
  'repairs.delete': LEADS,
  'repairs.import': ADMIN,
  /** docs/product.md §18.4: the repairs of a timeframe as CSV (their totals are money). */
  'repairs.export': LEADS,
  'customers.edit': ALL,
  'customers.delete': LEADS,
  /** Every customer's contact details as CSV, or one customer's data (docs/roles.md, "Download"). */
  'customers.export': LEADS,
  /** Create, change and delete services, packs and their prices. */
  'services.manage': LEADS,
  'bookings.manage': ALL,
  /** Opening hours, closed days and the bookable share of the booking calendar (docs/product.md §15.1). */
  'bookings.settings': LEADS,
  /** Revenue figures on the dashboard. */
  'revenue.view': LEADS_AND_READERS,
  /** docs/product.md §20: the workshop's WhatsApp messages (their texts per language) and how they are sent. */
  'messaging.settings': LEADS,
  /** docs/product.md §29: issue and rectify invoices, take payments, close the till, see the documents. */
  'sales.charge': LEADS,
  /** docs/product.md §29.1: the workshop's tax settings and series. */
  'sales.settings': ADMIN,
  /** docs/product.md §21.1: end a customer's repair link (everyone may copy it). */
  'repairLinks.revoke': LEADS,
} as const satisfies Record<string, readonly ClaimRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: ClaimRole | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && (PERMISSIONS[permission] as readonly ClaimRole[]).includes(role);
}

export function rolesWith(permission: Permission): readonly ClaimRole[] {
  return PERMISSIONS[permission];
}
