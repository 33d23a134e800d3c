import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IDEA_BOUNDS, type UpdateIdeaBody } from '../../../contracts/ideas.js';
import { hashtagsOf } from '../../domain/idea-hashtags.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const tooLong = (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein`;
const notText = (label: string) => `${label} muss ein Text sein`;
const required = (label: string) => `${label} ist erforderlich`;

/** Text or a list of texts: split at commas, trimmed, empties dropped; anything else is left to be refused. */
const hashtagList = () =>
  Transform(({ value }) =>
    typeof value === 'string' || (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) ? hashtagsOf(value as string | string[]) : value,
  );

/** "Idee anpassen": every field optional, the ones sent replace the idea's. */
export class UpdateIdeaRequest implements UpdateIdeaBody {
  @ApiPropertyOptional({ maxLength: IDEA_BOUNDS.title })
  @IsOptional() @trim()
  @MaxLength(IDEA_BOUNDS.title, { message: tooLong('Der Titel', IDEA_BOUNDS.title) })
  @IsNotEmpty({ message: required('Der Titel') })
  @IsString({ message: notText('Der Titel') })
  title?: string;

  @ApiPropertyOptional({ maxLength: IDEA_BOUNDS.text, description: 'What the post is about' })
  @IsOptional() @trim()
  @MaxLength(IDEA_BOUNDS.text, { message: tooLong('Der Inhalt', IDEA_BOUNDS.text) })
  @IsNotEmpty({ message: required('Der Inhalt') })
  @IsString({ message: notText('Der Inhalt') })
  content?: string;

  @ApiPropertyOptional({ maxLength: IDEA_BOUNDS.text })
  @IsOptional() @trim() @MaxLength(IDEA_BOUNDS.text, { message: tooLong('Die Beschreibung', IDEA_BOUNDS.text) }) @IsString({ message: notText('Die Beschreibung') })
  description?: string;

  @ApiPropertyOptional({ maxLength: IDEA_BOUNDS.text })
  @IsOptional() @trim() @MaxLength(IDEA_BOUNDS.text, { message: tooLong('Der Hook', IDEA_BOUNDS.text) }) @IsString({ message: notText('Der Hook') })
  hook?: string;

  @ApiPropertyOptional({ maxLength: IDEA_BOUNDS.text })
  @IsOptional() @trim() @MaxLength(IDEA_BOUNDS.text, { message: tooLong('Der Call to Action', IDEA_BOUNDS.text) }) @IsString({ message: notText('Der Call to Action') })
  cta?: string;

  @ApiPropertyOptional({ maxLength: IDEA_BOUNDS.text })
  @IsOptional() @trim() @MaxLength(IDEA_BOUNDS.text, { message: tooLong('Die visuelle Idee', IDEA_BOUNDS.text) }) @IsString({ message: notText('Die visuelle Idee') })
  visualIdea?: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string', description: 'comma-separated' }, { type: 'array', items: { type: 'string' } }],
    description: `Comma-separated (or a list); trimmed, empties dropped; at most ${IDEA_BOUNDS.hashtags} of ${IDEA_BOUNDS.hashtag} characters`,
  })
  @IsOptional()
  @hashtagList()
  @MaxLength(IDEA_BOUNDS.hashtag, { each: true, message: tooLong('Ein Hashtag', IDEA_BOUNDS.hashtag) })
  @IsString({ each: true, message: 'Die Hashtags müssen ein Text sein' })
  @ArrayMaxSize(IDEA_BOUNDS.hashtags, { message: `Höchstens ${IDEA_BOUNDS.hashtags} Hashtags` })
  @IsArray({ message: 'Die Hashtags müssen ein Text sein' })
  hashtags?: string[];
}
