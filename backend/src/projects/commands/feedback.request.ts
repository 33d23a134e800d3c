import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** Feedback text; whether blank text is allowed is the lifecycle machine's call (it is not). */
export class FeedbackRequest {
  @ApiProperty({ maxLength: 5000 })
  @MaxLength(5000, { message: 'Das Feedback darf höchstens 5000 Zeichen lang sein' })
  @IsString({ message: 'Bitte gib Feedback ein' })
  feedback!: string;
}
