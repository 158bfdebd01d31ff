// What the rest of the app may use from the auth feature.
export { RedirectIfSignedIn, RequireSignedIn } from './components/auth-guards';
export { DevMailboxLink } from './components/dev-mailbox-link';
export { ForgotPassword } from './components/forgot-password';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { UserMenu } from './components/user-menu';
export { clearIdToken, currentIdToken, getIdToken, onIdTokenChange } from './id-token';
export { SessionProvider, useSession, type Session, type SessionState } from './session';
export { startTokenSync } from './token-sync';
