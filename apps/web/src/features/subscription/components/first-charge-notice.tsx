import { keptTrialEnd, type TPlan } from '@rueda/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatAmount, formatLongDate } from '../subscription-state';

/**
 * What subscribing during the trial charges, said before going to the checkout (docs/product.md §4
 * "Subscribing during the trial"): nothing today and the first charge at the trial's end, or, with 48 hours
 * or less left, the first charge today.
 */
export function FirstChargeNotice({ plan, trialEndsAt }: { plan: TPlan; trialEndsAt: string | null }) {
  const { t } = useTranslation('subscription');
  if (!trialEndsAt) return null;
  const amount = formatAmount(plan.price, plan.currency);
  const kept = keptTrialEnd(trialEndsAt, new Date());
  return (
    <Text size="sm" data-testid="first-charge">
      {kept
        ? t('subscription.plan.firstCharge.kept', { amount, date: formatLongDate(kept.toISOString(), currentLanguage()) })
        : t('subscription.plan.firstCharge.now', { amount })}
    </Text>
  );
}
