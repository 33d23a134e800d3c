import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { AUTH_TEXTS } from '../../auth.dto.js';

export const SET_PASSWORD_TEXTS = {
  invalidLink: 'Der Link ist ungültig oder abgelaufen.',
} as const;

/** The token from the link of the welcome mail and the chosen password (the sign-up rules). */
export class SetPasswordRequest {
  @ApiProperty({ description: 'The token from the link of the welcome mail', maxLength: 100 })
  @MaxLength(100, { message: SET_PASSWORD_TEXTS.invalidLink })
  @IsString({ message: SET_PASSWORD_TEXTS.invalidLink })
  token!: string;

  @ApiProperty({ minLength: 6, maxLength: 200, example: 'geheim123' })
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @MinLength(6, { message: AUTH_TEXTS.passwordTooShort })
  @IsString({ message: AUTH_TEXTS.passwordTooShort })
  password!: string;
}
