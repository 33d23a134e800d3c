import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PROJECT_TEXTS } from '../../project-texts.js';

export class AddCommentRequest {
  @ApiProperty({ maxLength: 5000 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(5000, { message: PROJECT_TEXTS.tooLong('Die Nachricht', 5000) })
  @IsNotEmpty({ message: PROJECT_TEXTS.messageRequired })
  @IsString({ message: PROJECT_TEXTS.messageRequired })
  message!: string;
}
