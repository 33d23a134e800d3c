/**
 * Publishing's surface: the order's publishing card, the schedule dialog and post drawer the calendar opens, the social accounts and post statuses.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { ACCOUNT_STATUS_MEANINGS, postStatusLabel, postStatusMeaning } from './postStatus';
export {
  useConnectSocialAccountMutation,
  useDisconnectSocialAccountMutation,
  useGetBestTimesQuery,
  useGetSocialAccountsQuery,
  useGetSocialNetworksQuery,
} from './publishingApi';
/** @public the post as each network shows it, for the calendar's posts too (issue 42); the schedule dialog uses it inside the feature */
export { NetworkPreview } from './NetworkPreview';
export { PublishingCard } from './PublishingCard';
export { ScheduleDialog } from './ScheduleDialog';
export type { ScheduleDialogProps } from './ScheduleDialog';
export { ScheduledPostDrawer } from './ScheduledPostDrawer';
export { accountStatusLabels, publishingTexts } from './texts';
export { formatZurichDate } from './zurichTime';
