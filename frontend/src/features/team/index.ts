/**
 * The company team's surface: membership and rights, approvals, guest links (managed by the team) and team pins.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { ApprovalList } from './ApprovalList';
export { GuestLinksCard } from './GuestLinksCard';
export { useDeletePinMutation, usePlacePinMutation } from './teamApi';
export { teamTexts } from './texts';
export { useMembership } from './useMembership';
