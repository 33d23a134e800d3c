/**
 * The designer's surface: the badge of orders waiting for the designer.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { useGetDesignerBadgeQuery } from './designerApi';
