// Every callable function Rueda serves, by the name the wire uses.
import { accountGet } from './accounts/account-get.ts';
import { onboardingComplete } from './accounts/onboarding-complete.ts';
import type { CallableFunction } from './registry.ts';
import { callablesGetSubscriptionPlans } from './subscriptions/callables-get-subscription-plans.ts';
import { dbUsersManageSendWorkshopPasswordResetEmail } from './users/db-users-manage-send-workshop-password-reset-email.ts';

export const FUNCTION_LIST: readonly CallableFunction[] = [
  callablesGetSubscriptionPlans as CallableFunction,
  dbUsersManageSendWorkshopPasswordResetEmail as CallableFunction,
  accountGet as CallableFunction,
  onboardingComplete as CallableFunction,
];
