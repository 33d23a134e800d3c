/**
 * The content ideas' surface: the labels of an idea's status (the calendar shows ideas).
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { ideaStatusLabels } from './texts';
