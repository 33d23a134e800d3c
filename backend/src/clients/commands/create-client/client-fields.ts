import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { ADMIN_TEXTS } from '../../../admin/admin-texts.js';
import { SOCIAL_NETWORKS, type SocialLinks } from '../../../contracts/clients.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const COLOR = /^#[0-9a-fA-F]{6}$/;
const present = (_: unknown, value: unknown) => value !== undefined && value !== null && value !== '';

export class SocialLinksRequest implements SocialLinks {
  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @trim() @MaxLength(500, { message: ADMIN_TEXTS.tooLong(500) }) @IsString({ message: ADMIN_TEXTS.socialLinkInvalid })
  instagram?: string;

  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @trim() @MaxLength(500, { message: ADMIN_TEXTS.tooLong(500) }) @IsString({ message: ADMIN_TEXTS.socialLinkInvalid })
  facebook?: string;

  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @trim() @MaxLength(500, { message: ADMIN_TEXTS.tooLong(500) }) @IsString({ message: ADMIN_TEXTS.socialLinkInvalid })
  linkedin?: string;

  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @trim() @MaxLength(500, { message: ADMIN_TEXTS.tooLong(500) }) @IsString({ message: ADMIN_TEXTS.socialLinkInvalid })
  twitter?: string;
}

/** The brand fields an admin sets when creating or editing a client (the branding record's simple fields). */
export class BrandFieldsRequest {
  @ApiPropertyOptional({ maxLength: 200, description: 'Falls back to the client\'s name' })
  @IsOptional() @trim() @MaxLength(200, { message: ADMIN_TEXTS.tooLong(200) }) @IsString({ message: ADMIN_TEXTS.tooLong(200) })
  brandName?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'http(s) URL; empty for none' })
  @trim()
  @ValidateIf(present)
  @MaxLength(500, { message: ADMIN_TEXTS.websiteInvalid })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: ADMIN_TEXTS.websiteInvalid })
  website?: string;

  @ApiPropertyOptional({ example: '#00AEEF' }) @ValidateIf(present) @Matches(COLOR, { message: ADMIN_TEXTS.colorInvalid })
  colorPrimary?: string;

  @ApiPropertyOptional({ example: '#FFFFFF' }) @ValidateIf(present) @Matches(COLOR, { message: ADMIN_TEXTS.colorInvalid })
  colorSecondary?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Inter' }) @IsOptional() @trim() @MaxLength(100, { message: ADMIN_TEXTS.tooLong(100) }) @IsString({ message: ADMIN_TEXTS.tooLong(100) })
  font?: string;

  @ApiPropertyOptional({ type: SocialLinksRequest })
  @IsOptional() @IsObject({ message: ADMIN_TEXTS.socialLinkInvalid }) @ValidateNested() @Type(() => SocialLinksRequest)
  socialLinks?: SocialLinksRequest;

  @ApiPropertyOptional({ maxLength: 5000 }) @IsOptional() @MaxLength(5000, { message: ADMIN_TEXTS.tooLong(5000) }) @IsString({ message: ADMIN_TEXTS.tooLong(5000) })
  examplePosts?: string;
}

/** Empty social values are left out; no value at all is stored as null (spec 001 §5). */
export function socialLinksOf(links: SocialLinks | undefined): SocialLinks | null {
  if (!links) return null;
  const kept = Object.fromEntries(SOCIAL_NETWORKS.filter((network) => links[network]?.trim()).map((network) => [network, links[network]!.trim()]));
  return Object.keys(kept).length ? kept : null;
}

/** '' and missing mean "none" for the optional texts. */
export const orNull = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);
