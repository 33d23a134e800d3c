/**
 * Branding's surface: a company's brand (its query, the form the admin edits it with) and the order's brand parts.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { useGetBrandingQuery } from './brandingApi';
export { toFormValues } from './brandingModel';
export { BrandingForm } from './components/BrandingForm';
export { OrderBrandInfo, OrderBrandMark, OrderBrandStrip } from './components/OrderBrand';
