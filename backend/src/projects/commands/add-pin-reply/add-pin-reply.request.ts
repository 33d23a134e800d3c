import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PIN_THREAD_BOUNDS } from '../../pin-threads.js';
import { PROJECT_TEXTS } from '../../project-texts.js';

export class AddPinReplyRequest {
  @ApiProperty({ maxLength: PIN_THREAD_BOUNDS.message, description: '`@Name` of the order\'s people notifies them' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(PIN_THREAD_BOUNDS.message, { message: PROJECT_TEXTS.tooLong('Die Antwort', PIN_THREAD_BOUNDS.message) })
  @IsNotEmpty({ message: PROJECT_TEXTS.messageRequired })
  @IsString({ message: PROJECT_TEXTS.messageRequired })
  message!: string;
}
