/**
 * The orders' surface: the order queries, the design review, comment list and comment form the guest page reuses, the status tag, the list parts the dashboard reuses, the error texts.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { DesignReview, passedVersions } from './components/DesignReviewCard';
export type { ReviewActions } from './components/DesignReviewCard';
export { ListSort } from './components/ListSort';
export { CommentForm } from './components/CommentForm';
export { CommentList } from './components/CommentList';
export { Pager } from './components/Pager';
export { ProjectStatusTag } from './components/ProjectStatusTag';
export { actionErrorText, errorStatus, useLoadErrorToast } from './errors';
export { LIVE, useGetProjectQuery, useListProjectsQuery } from './projectsApi';
export { projectTexts } from './texts';
