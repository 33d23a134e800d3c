import { ApiProperty } from '@nestjs/swagger';
import type { Branding as BrandingContract, SocialLinks } from '../../contracts/clients.js';
import type { FileUrls } from '../../storage/file-storage.js';
import type { Branding } from './branding.entity.js';

export class BrandingView implements BrandingContract {
  @ApiProperty({ nullable: true, type: String }) brandName!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Signed, valid for one to two hours' }) logoUrl!: string | null;
  @ApiProperty({ nullable: true, type: String }) website!: string | null;
  @ApiProperty() colorPrimary!: string;
  @ApiProperty() colorSecondary!: string;
  @ApiProperty() font!: string;
  @ApiProperty({ nullable: true, type: 'object', properties: { instagram: { type: 'string' }, facebook: { type: 'string' }, linkedin: { type: 'string' }, twitter: { type: 'string' } } })
  socialLinks!: SocialLinks | null;
  @ApiProperty({ nullable: true, type: String }) examplePosts!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) brandingData!: Record<string, unknown>;
}

/** The logo's signed URL (named logo.{ext} for the browser). */
export function logoUrl(key: string, storage: FileUrls): string {
  return storage.signedUrl(key, { fileName: `logo.${key.split('.').pop()}` });
}

export function brandingView(branding: Branding, storage: FileUrls): BrandingView {
  return {
    brandName: branding.brandName ?? null,
    logoUrl: branding.logo ? logoUrl(branding.logo, storage) : null,
    website: branding.website ?? null,
    colorPrimary: branding.colorPrimary,
    colorSecondary: branding.colorSecondary,
    font: branding.font,
    socialLinks: branding.socialLinks ?? null,
    examplePosts: branding.examplePosts ?? null,
    brandingData: branding.brandingData ?? {},
  };
}
