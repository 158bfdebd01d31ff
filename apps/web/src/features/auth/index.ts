// What the rest of the app may use from the auth feature.
export { forgetDevice, forgetSession, signOut, useSignOut } from './api/sign-out';
export { ForgotPassword } from './components/forgot-password';
export { LazyResetPasswordForm } from './components/lazy-auth-forms';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignOutButton } from './components/sign-out-button';
export { UserMenu } from './components/user-menu';
export { usePermission } from './hooks/use-permission';
export { claimsOfIdToken, clearIdToken, currentIdToken, getIdToken, onIdTokenChange } from './id-token';
export { leaveSignInNotice, SIGN_IN_NOTICE_KEY } from './sign-in-notice';
export { clearOnboardingJustCompleted, isOnboardingJustCompleted, markOnboardingJustCompleted } from './onboarding-flag';
export { SessionProvider, useSession, useSignedInUserId, type Session, type SessionState } from './session';
export { startTokenSync } from './token-sync';
