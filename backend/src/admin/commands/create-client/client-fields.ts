import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, Matches, MaxLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { ADMIN_TEXTS } from '../../admin-texts.js';
import type { SocialLinks } from '../../../contracts/clients.js';
import { WEB_ADDRESS_MESSAGE, webAddress } from '../../../contracts/branding.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const COLOR = /^#[0-9a-fA-F]{6}$/;
const present = (_: unknown, value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * An address that is shown as a link later (contracts/branding.ts `webAddress`, the rule the brand's PUT
 * follows too): empty for none; a bare domain is stored with https://; anything but http(s) is
 * refused. The length is checked first.
 */
const webLink = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (webAddress(value) ?? value.trim()) : value)),
    ValidateIf(present),
    MaxLength(500, { message: ADMIN_TEXTS.tooLong(500) }),
    ValidateBy({ name: 'isWebAddress', validator: { validate: (value) => typeof value === 'string' && webAddress(value) !== null, defaultMessage: () => WEB_ADDRESS_MESSAGE } }),
  );

export class SocialLinksRequest implements SocialLinks {
  @ApiPropertyOptional({ maxLength: 500, description: 'http(s) address; empty for none' }) @webLink()
  instagram?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'http(s) address; empty for none' }) @webLink()
  facebook?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'http(s) address; empty for none' }) @webLink()
  linkedin?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'http(s) address; empty for none' }) @webLink()
  twitter?: string;
}

/** The brand fields an admin sets when creating or editing a client (the branding record's simple fields). */
export class BrandFieldsRequest {
  @ApiPropertyOptional({ maxLength: 200, description: 'Falls back to the client\'s name' })
  @IsOptional() @trim() @MaxLength(200, { message: ADMIN_TEXTS.tooLong(200) }) @IsString({ message: ADMIN_TEXTS.tooLong(200) })
  brandName?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'http(s) address (a bare domain gets https://); empty for none' })
  @webLink()
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
