import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { FeedbackBody, NewPin } from '../../contracts/projects.js';

export const PIN_BOUNDS = { perRequest: 50, comment: 1000, seconds: 24 * 3600 } as const;

const PIN_TEXTS = {
  pins: `Höchstens ${PIN_BOUNDS.perRequest} Pins auf einmal`,
  comment: 'Bitte schreibe zu jedem Pin einen Kommentar',
  commentTooLong: `Ein Pin-Kommentar darf höchstens ${PIN_BOUNDS.comment} Zeichen lang sein`,
  spot: 'Ein Pin liegt innerhalb des Bildes (0 bis 1)',
  moment: 'Der Zeitpunkt eines Pins ist eine Sekundenzahl ab 0',
  file: 'Ein Pin gehört zu einer Datei der Version',
} as const;

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class NewPinRequest implements NewPin {
  @ApiProperty({ format: 'uuid', description: 'A file of the version being decided on' })
  @IsUUID('all', { message: PIN_TEXTS.file })
  attachmentId!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, nullable: true, description: 'From the left; images need x and y' })
  @IsOptional()
  @Max(1, { message: PIN_TEXTS.spot })
  @Min(0, { message: PIN_TEXTS.spot })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PIN_TEXTS.spot })
  x?: number | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, nullable: true, description: 'From the top' })
  @IsOptional()
  @Max(1, { message: PIN_TEXTS.spot })
  @Min(0, { message: PIN_TEXTS.spot })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PIN_TEXTS.spot })
  y?: number | null;

  @ApiPropertyOptional({ minimum: 0, nullable: true, description: 'A moment of a video, in seconds; videos need it' })
  @IsOptional()
  @Max(PIN_BOUNDS.seconds, { message: PIN_TEXTS.moment })
  @Min(0, { message: PIN_TEXTS.moment })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PIN_TEXTS.moment })
  atSeconds?: number | null;

  @ApiProperty({ maxLength: PIN_BOUNDS.comment })
  @trim()
  @MaxLength(PIN_BOUNDS.comment, { message: PIN_TEXTS.commentTooLong })
  @IsNotEmpty({ message: PIN_TEXTS.comment })
  @IsString({ message: PIN_TEXTS.comment })
  comment!: string;
}

/** A general note, pins on the version, or both; whether neither is enough is the lifecycle machine's call (it is not). */
export class FeedbackRequest implements FeedbackBody {
  @ApiPropertyOptional({ maxLength: 5000, default: '' })
  @IsOptional()
  @MaxLength(5000, { message: 'Das Feedback darf höchstens 5000 Zeichen lang sein' })
  @IsString({ message: 'Bitte gib Feedback ein' })
  feedback?: string;

  @ApiPropertyOptional({ type: [NewPinRequest], maxItems: PIN_BOUNDS.perRequest })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => NewPinRequest)
  @IsObject({ each: true, message: PIN_TEXTS.file })
  @ArrayMaxSize(PIN_BOUNDS.perRequest, { message: PIN_TEXTS.pins })
  @IsArray({ message: PIN_TEXTS.pins })
  pins?: NewPinRequest[];
}
