import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { CONTENT_TYPES, type ContentType, type CreateProjectBody, type SlideIdea } from '../../../contracts/projects.js';
import { PROJECT_TEXTS } from '../../project-texts.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Optional text: trimmed, and an empty one is no value at all. */
const optionalText = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));
const TEXT_MAX = 5000;

export class SlideIdeaRequest implements SlideIdea {
  @ApiProperty({ minimum: 1, maximum: 6 })
  @Max(6, { message: PROJECT_TEXTS.slideIdeas })
  @Min(1, { message: PROJECT_TEXTS.slideIdeas })
  @IsInt({ message: PROJECT_TEXTS.slideIdeas })
  number!: number;

  @ApiProperty()
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

  @ApiProperty({ description: 'The content: what the post is about' })
  @trim()
  @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Der Inhalt', TEXT_MAX) })
  @IsNotEmpty({ message: PROJECT_TEXTS.requiredFields })
  @IsString({ message: PROJECT_TEXTS.requiredFields })
  description!: string;

  @ApiProperty({ enum: CONTENT_TYPES })
  @IsIn(CONTENT_TYPES, { message: PROJECT_TEXTS.contentTypeRequired })
  contentType!: ContentType;

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Die Beschreibung', TEXT_MAX) }) @IsString()
  contentDescription?: string;

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(100, { message: PROJECT_TEXTS.tooLong('Die Plattform', 100) }) @IsString()
  platform?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsString({ each: true })
  @ArrayMaxSize(10)
  @IsArray()
  targetPlatforms?: string[];

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Das Ziel', TEXT_MAX) }) @IsString()
  contentGoal?: string;

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Der Hook', TEXT_MAX) }) @IsString()
  hook?: string;

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Der Call to Action', TEXT_MAX) }) @IsString()
  cta?: string;

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Die visuelle Idee', TEXT_MAX) }) @IsString()
  visualIdea?: string;

  @ApiPropertyOptional({ type: [SlideIdeaRequest], description: 'Carousels only; up to 6, empty ones are dropped' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => SlideIdeaRequest)
  @ArrayMaxSize(6, { message: PROJECT_TEXTS.slideIdeas })
  @IsArray({ message: PROJECT_TEXTS.slideIdeas })
  slideIdeas?: SlideIdeaRequest[];

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Die Hinweise', TEXT_MAX) }) @IsString()
  specialNotes?: string;

  @ApiPropertyOptional({ description: 'Space-separated' }) @IsOptional() @optionalText() @MaxLength(2000, { message: PROJECT_TEXTS.tooLong('Die Hashtags', 2000) }) @IsString()
  hashtags?: string;

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Die Caption', TEXT_MAX) }) @IsString()
  generatedCaption?: string;

  @ApiPropertyOptional() @IsOptional() @optionalText() @MaxLength(TEXT_MAX, { message: PROJECT_TEXTS.tooLong('Der CTA', TEXT_MAX) }) @IsString()
  generatedCta?: string;
}
