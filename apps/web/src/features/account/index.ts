export { accountQueryKey, accountQueryOptions, getAccount, useAccount } from './api/get-account';
export { ProfileDetails } from './components/profile-details';
export { useWorkshopCurrency, useWorkshopCurrencySymbol } from './hooks/use-workshop-currency';
