import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { CONTENT_TYPES, type ContentType, type CreateProjectBody, type SlideIdea } from '../../../contracts/projects.js';
import { PROJECT_TEXTS } from '../../project-texts.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Optional text: trimmed, and an empty one is no value at all. */
const optionalText = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));
const TEXT_MAX = 5000;
const PLATFORM_MAX = 100;
const TARGET_PLATFORMS_MAX = 10;
const SLIDE_IDEAS_MAX = 6;
/** An optional text sent as a number, list or object. */
const notText = (label: string) => `${label} muss ein Text sein`;

export class SlideIdeaRequest implements SlideIdea {
  @ApiProperty({ minimum: 1, maximum: 6 })
  @Max(6, { message: PROJECT_TEXTS.slideIdeas })
  @Min(1, { message: PROJECT_TEXTS.slideIdeas })
  @IsInt({ message: PROJECT_TEXTS.slideIdeas })
  number!: number;

  @ApiProperty({ maxLength: TEXT_MAX })
  @trim()
  @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Eine Slide-Idee', TEXT_MAX) })
  @IsString({ message: PROJECT_TEXTS.slideIdeas })
  content!: string;
}

export class CreateProjectRequest implements CreateProjectBody {
  @ApiProperty({ maxLength: 200 })
  @trim()
  @MaxLength(200, { message: PROJECT_TEXTS.tooLong('Der Titel', 200) })
  @IsNotEmpty({ message: PROJECT_TEXTS.requiredFields })
  @IsString({ message: PROJECT_TEXTS.requiredFields })
  title!: string;

  @ApiProperty({ description: 'The content: what the post is about', maxLength: TEXT_MAX })
  @trim()
  @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Der Inhalt', TEXT_MAX) })
  @IsNotEmpty({ message: PROJECT_TEXTS.requiredFields })
  @IsString({ message: PROJECT_TEXTS.requiredFields })
  description!: string;

  @ApiProperty({ enum: CONTENT_TYPES })
  @IsIn(CONTENT_TYPES, { message: PROJECT_TEXTS.contentTypeRequired })
  contentType!: ContentType;

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Die Beschreibung', TEXT_MAX) }) @IsString({ message: notText('Die Beschreibung') })
  contentDescription?: string;

  @ApiPropertyOptional({ maxLength: PLATFORM_MAX })
  @IsOptional() @optionalText() @MaxLength(PLATFORM_MAX, { message: PROJECT_TEXTS.tooLong('Die Plattform', PLATFORM_MAX) }) @IsString({ message: notText('Die Plattform') })
  platform?: string;

  @ApiPropertyOptional({ type: [String], maxItems: TARGET_PLATFORMS_MAX, items: { type: 'string', maxLength: PLATFORM_MAX } })
  @IsOptional()
  @MaxLength(PLATFORM_MAX, { each: true, message: PROJECT_TEXTS.tooLong('Eine Zielplattform', PLATFORM_MAX) })
  @IsString({ each: true, message: 'Jede Zielplattform muss ein Text sein' })
  @ArrayMaxSize(TARGET_PLATFORMS_MAX, { message: `Höchstens ${TARGET_PLATFORMS_MAX} Zielplattformen` })
  @IsArray({ message: 'Die Zielplattformen müssen eine Liste sein' })
  targetPlatforms?: string[];

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Das Ziel', TEXT_MAX) }) @IsString({ message: notText('Das Ziel') })
  contentGoal?: string;

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Der Hook', TEXT_MAX) }) @IsString({ message: notText('Der Hook') })
  hook?: string;

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Der Call to Action', TEXT_MAX) }) @IsString({ message: notText('Der Call to Action') })
  cta?: string;

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Die visuelle Idee', TEXT_MAX) }) @IsString({ message: notText('Die visuelle Idee') })
  visualIdea?: string;

  @ApiPropertyOptional({ type: [SlideIdeaRequest], maxItems: SLIDE_IDEAS_MAX, description: 'Carousels only; up to 6, empty ones are dropped' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => SlideIdeaRequest)
  // Before the nested check: an entry that is a list or a number is refused with the field's text.
  @IsObject({ each: true, message: PROJECT_TEXTS.slideIdeas })
  @ArrayMaxSize(SLIDE_IDEAS_MAX, { message: PROJECT_TEXTS.slideIdeas })
  @IsArray({ message: PROJECT_TEXTS.slideIdeas })
  slideIdeas?: SlideIdeaRequest[];

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Die Hinweise', TEXT_MAX) }) @IsString({ message: notText('Die Hinweise') })
  specialNotes?: string;

  @ApiPropertyOptional({ description: 'Space-separated', maxLength: 2000 })
  @IsOptional() @optionalText() @MaxLength(2000, { message: PROJECT_TEXTS.tooLong('Die Hashtags', 2000) }) @IsString({ message: 'Die Hashtags müssen ein Text sein' })
  hashtags?: string;

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Die Caption', TEXT_MAX) }) @IsString({ message: notText('Die Caption') })
  generatedCaption?: string;

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Der CTA', TEXT_MAX) }) @IsString({ message: notText('Der CTA') })
  generatedCta?: string;
}
