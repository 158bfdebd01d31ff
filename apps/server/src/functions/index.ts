// Every callable function Rueda serves, by the name the wire uses.
import { accountGet } from './accounts/account-get.ts';
import { onboardingComplete } from './accounts/onboarding-complete.ts';
import { bikesCreate, bikesList, customersCreate, customersList } from './customers/customers.ts';
import { mechanicsCreate, mechanicsList, mechanicsUpdate } from './mechanics/mechanics.ts';
import type { CallableFunction } from './registry.ts';
import { repairsCreate } from './repairs/repairs-create.ts';
import { repairsDelete } from './repairs/repairs-delete.ts';
import { repairsGet } from './repairs/repairs-get.ts';
import { repairsImport } from './repairs/repairs-import.ts';
import { repairsList } from './repairs/repairs-list.ts';
import { repairsReorder } from './repairs/repairs-reorder.ts';
import { repairsSetPayment } from './repairs/repairs-set-payment.ts';
import { repairsUpdate } from './repairs/repairs-update.ts';
import { repairsUpdateStatus } from './repairs/repairs-update-status.ts';
import { servicesList } from './services/services-list.ts';
import { callablesGetSubscriptionPlans } from './subscriptions/callables-get-subscription-plans.ts';
import { dbUsersManageSendWorkshopPasswordResetEmail } from './users/db-users-manage-send-workshop-password-reset-email.ts';

export const FUNCTION_LIST: readonly CallableFunction[] = [
  callablesGetSubscriptionPlans as CallableFunction,
  dbUsersManageSendWorkshopPasswordResetEmail as CallableFunction,
  accountGet as CallableFunction,
  onboardingComplete as CallableFunction,
  repairsList as CallableFunction,
  repairsGet as CallableFunction,
  repairsCreate as CallableFunction,
  repairsUpdate as CallableFunction,
  repairsUpdateStatus as CallableFunction,
  repairsSetPayment as CallableFunction,
  repairsReorder as CallableFunction,
  repairsDelete as CallableFunction,
  repairsImport as CallableFunction,
  mechanicsList as CallableFunction,
  mechanicsCreate as CallableFunction,
  mechanicsUpdate as CallableFunction,
  customersList as CallableFunction,
  customersCreate as CallableFunction,
  bikesList as CallableFunction,
  bikesCreate as CallableFunction,
  servicesList as CallableFunction,
];
