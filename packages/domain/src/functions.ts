// Request and response schemas of the callable functions, shared by server and web (STYLE.md:
// schemas once). The server validates `data` with the input schema; the client's `call()` is typed
// from the same map.
import { z } from 'zod';
import { ZPlanSchema } from './plans.ts';
import { ZAccountSchema, ZOnboardingInputSchema } from './workshop.ts';

export const ZEmptyInputSchema = z.union([z.null(), z.undefined(), z.object({}).strict()]);

export const ZGetSubscriptionPlansOutputSchema = z.array(ZPlanSchema);

export const ZSendPasswordResetEmailInputSchema = z.object({
  email: z.email().max(254),
});
export type TSendPasswordResetEmailInput = z.infer<typeof ZSendPasswordResetEmailInputSchema>;

/** Every callable function: its input and output schemas, by the name the wire uses. */
export const FUNCTIONS = {
  callablesGetSubscriptionPlans: {
    input: ZEmptyInputSchema,
    output: ZGetSubscriptionPlansOutputSchema,
  },
  dbUsersManageSendWorkshopPasswordResetEmail: {
    input: ZSendPasswordResetEmailInputSchema,
    output: z.boolean(),
  },
  accountGet: {
    input: ZEmptyInputSchema,
    output: ZAccountSchema,
  },
  onboardingComplete: {
    input: ZOnboardingInputSchema,
    output: ZAccountSchema,
  },
} as const;

export type FunctionName = keyof typeof FUNCTIONS;
export type FunctionInput<N extends FunctionName> = z.input<(typeof FUNCTIONS)[N]['input']>;
export type FunctionOutput<N extends FunctionName> = z.output<(typeof FUNCTIONS)[N]['output']>;
