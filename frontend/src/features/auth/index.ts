/**
 * The sign-in feature's surface: the card and credential fields the first-run setup reuses, the no-role notice, signing in and out.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { useSignInMutation } from './authApi';
export { AuthCardFrame } from './AuthCardFrame';
export { EmailField, NewPasswordFields } from './CredentialFields';
export { NoRoleResult } from './NoRoleResult';
export { useSignOut } from './useSignOut';
