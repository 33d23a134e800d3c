/**
 * The dashboard's surface: the review queue's count that the sidebar shows as a badge.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { useGetReviewQueueCountQuery } from './dashboardApi';
