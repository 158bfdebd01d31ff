// docs/product.md §30.2: signing out forgets everything the device kept for that account.
import { forgetKeptAnswers } from './api/kept-answers';

export async function forgetDeviceData(account: string): Promise<void> {
  await forgetKeptAnswers(account);
}
