/**
 * Notifications' surface: the bell in the header.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { NotificationBell } from './NotificationBell';
