export { OnboardingWizard } from './components/onboarding-wizard';
export { OnboardingStart } from './components/onboarding-start';
