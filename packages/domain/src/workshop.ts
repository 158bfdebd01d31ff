// The workshop a user creates at onboarding (docs/product.md §2) and the account data the guard reads
// (docs/product.md §3 workshop_users/{uid}, workshopConfig).
import { z } from 'zod';
import { CLAIM_ROLES, SUBSCRIPTION_STATUSES } from './auth.ts';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES } from './constants.ts';
import { ZMembershipSchema } from './memberships.ts';

/** docs/product.md §9: the free trial's length when TRIAL_DAYS is not set. */
export const DEFAULT_TRIAL_DAYS = 14;

export const ZCurrencySchema = z.object({
  symbol: z.string().trim().min(1).max(4),
  /** ISO 4217 code, uppercase (docs/product.md §9: currency uppercase). */
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((value) => value.toUpperCase()),
});
export type TCurrency = z.infer<typeof ZCurrencySchema>;

/** The currencies offered at onboarding; € EUR first, the default (docs/product.md §3). */
export const CURRENCY_CHOICES: readonly TCurrency[] = [
  DEFAULT_CURRENCY,
  { symbol: '$', name: 'USD' },
  { symbol: '£', name: 'GBP' },
  { symbol: 'R$', name: 'BRL' },
  { symbol: 'Kz', name: 'AOA' },
  { symbol: 'MT', name: 'MZN' },
];

export const ZMechanicNameSchema = z.string().trim().min(1).max(80);

export const ZOnboardingInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  address: z.string().trim().max(200).default(''),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+()\d\s.-]*$/)
    .default(''),
  taxId: z.string().trim().max(20).default(''),
  currency: ZCurrencySchema.default({ ...DEFAULT_CURRENCY }),
  mechanics: z
    .array(z.object({ name: ZMechanicNameSchema }))
    .max(50)
    .default([]),
  /** A typical workshop's catalogue to start from, in the owner's language (ticked by default). */
  starterCatalogue: z.boolean().default(true),
  /** The owner's language: the starter catalogue's titles are written in it. */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type TOnboardingInput = z.input<typeof ZOnboardingInputSchema>;

export const ZWorkshopSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  taxId: z.string(),
  currency: ZCurrencySchema,
  /** The booking calendar's time zone: every date the app shows is on its clock (docs/product.md §1). */
  timeZone: z.string(),
  /** docs/product.md §18.2: when the logo last changed (its image's version), null without one. */
  logoVersion: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  trialStartedAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  isFree: z.boolean(),
});
export type TWorkshopSummary = z.infer<typeof ZWorkshopSummarySchema>;

/** What `accountGet` answers: the workshop_users document with the caller's workshop. */
export const ZAccountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** The role in the workshop in use: a member's, or `chainAdmin` reading a chain's workshop (docs/product.md §32.2). */
  role: z.enum(CLAIM_ROLES).nullable(),
  /** docs/product.md §18.1: the language the account chose on its profile; null until it chooses (the browser's stands). */
  language: z.enum(LANGUAGES).nullable(),
  /** docs/product.md §17.3: the mechanic record the account works as ("my repairs", the work timer). */
  mechanicId: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  isTrialing: z.boolean(),
  isFree: z.boolean(),
  workshop: ZWorkshopSummarySchema.nullable(),
  /** docs/product.md §32.1: every workshop the account belongs to (the one in use among them), by name, then the chain's it reads (§32.2). */
  memberships: z.array(ZMembershipSchema),
  /** docs/product.md §32.2: the account administers the chain of the workshop in use (its screens show the chain's). */
  isChainAdmin: z.boolean(),
  /** docs/product.md §32.4: the workshop in use belongs to a chain (its stock may move to the chain's other shops). */
  inChain: z.boolean(),
  /** docs/product.md §32.5: the workshop in use is in a chain that shares its customers' directory. */
  chainSharesCustomers: z.boolean(),
});
export type TAccount = z.infer<typeof ZAccountSchema>;
