export { OnboardingWizard } from './components/onboarding-wizard';
