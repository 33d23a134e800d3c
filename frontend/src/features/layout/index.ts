/**
 * The signed-in shell's surface: the breakpoint under which the sidebar collapses.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { MOBILE_QUERY } from './sidebarState';
