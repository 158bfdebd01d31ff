export { accountQueryKey, accountQueryOptions, getAccount, useAccount } from './api/get-account';
export {
  useChangePassword,
  useSaveAccountLanguage,
  useSignOutEverywhere,
  useUpdateAccount,
  useUpdateCurrency,
  useUpdateWorkshop,
} from './api/account-settings';
export { AccountCard } from './components/account-card';
export { WorkshopCard } from './components/workshop-card';
export { useWorkshopCurrency, useWorkshopCurrencySymbol } from './hooks/use-workshop-currency';
export { useWorkshopTimeZone } from './hooks/use-workshop-time-zone';
