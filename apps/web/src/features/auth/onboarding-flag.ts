// docs/product.md §2: the session flag 'onboarding-just-completed' (value 'true') skips one redirect after
// onboarding, while the fresh trial's token and account catch up. It lives in sessionStorage, so it
// ends with the tab.
import { ONBOARDING_JUST_COMPLETED_FLAG } from '@rueda/domain';

export function isOnboardingJustCompleted(): boolean {
  try {
    return window.sessionStorage.getItem(ONBOARDING_JUST_COMPLETED_FLAG) === 'true';
  } catch {
    return false;
  }
}

export function markOnboardingJustCompleted(): void {
  try {
    window.sessionStorage.setItem(ONBOARDING_JUST_COMPLETED_FLAG, 'true');
  } catch {
    // Storage refused (private browsing): the guard then decides from the claims alone.
  }
}

export function clearOnboardingJustCompleted(): void {
  try {
    window.sessionStorage.removeItem(ONBOARDING_JUST_COMPLETED_FLAG);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
