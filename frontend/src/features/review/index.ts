/**
 * The design review's surface: the viewer, the version compare and the pins (placing, drafting, labelling).
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { DesignViewer } from './DesignViewer';
export { PinFeedbackForm, pinPlace } from './PinFeedbackForm';
export { usePinDrafts } from './usePinDrafts';
export { VersionCompare } from './VersionCompare';
export { pinLabels } from './viewer/pins';
export type { DraftPin, PinSpot, ViewerPin } from './viewer/pins';
