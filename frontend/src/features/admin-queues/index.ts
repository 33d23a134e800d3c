/**
 * The job queues' dashboard, opened from the sidebar.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { useOpenQueueDashboard } from './openQueueDashboard';
