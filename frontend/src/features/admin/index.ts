/**
 * The admin area's surface: the admin statistics and plan assignment, and the month helpers the analytics page shares.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { useAssignClientPlanMutation, useGetAdminStatsQuery } from './adminApi';
