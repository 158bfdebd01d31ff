export { accountQueryKey, accountQueryOptions, getAccount, useAccount } from './api/get-account';
export { ProfileDetails } from './components/profile-details';
