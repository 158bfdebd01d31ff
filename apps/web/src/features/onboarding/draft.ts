// docs/product.md §2 (Onboarding): what was typed in the wizard, and the step it was on, are kept across a
// reload or a closed tab until onboarding is finished, for the signed-in account only (lib/stored-draft.ts).
import { CURRENCY_CHOICES } from '@rueda/domain';
import { z } from 'zod';
import { clearStoredDraft, useStoredDraft } from '@/lib/stored-draft';
import { ONBOARDING_STEPS, type OnboardingFormValues } from './form';

/** Loose bounds: the wizard's own rules judge the values again when its steps are checked. */
const ZText = z.string().max(1000);

export const ZOnboardingDraftSchema = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(ONBOARDING_STEPS.length - 1),
  values: z.object({
    name: ZText,
    address: ZText,
    phone: ZText,
    taxId: ZText,
    currency: z.enum(CURRENCY_CHOICES.map((choice) => choice.name) as [string, ...string[]]),
    mechanics: z.array(z.object({ key: z.string().min(1).max(100), name: ZText })).max(100),
    starterCatalogue: z.boolean(),
  }) satisfies z.ZodType<OnboardingFormValues>,
});
export type TOnboardingDraft = z.infer<typeof ZOnboardingDraftSchema>;

/** The draft's key: one per account, so another account on the same device starts empty. */
export function onboardingDraftKey(userId: string): string {
  return `onboarding:${userId}`;
}

/** The wizard's draft for the signed-in account (none while the account is unknown). */
export function useOnboardingDraft(userId: string | null) {
  return useStoredDraft(userId === null ? null : onboardingDraftKey(userId), ZOnboardingDraftSchema);
}

/** Onboarding is finished: its draft goes. */
export function clearOnboardingDraft(userId: string): void {
  clearStoredDraft(onboardingDraftKey(userId));
}
