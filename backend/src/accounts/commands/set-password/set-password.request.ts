import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_RULES } from '../../password-policy.js';
import { AUTH_TEXTS } from '../../auth.dto.js';

export const SET_PASSWORD_TEXTS = {
  invalidLink: 'Der Link ist ungültig oder abgelaufen.',
} as const;

/** The token from the link of the welcome mail and the chosen password (the rule of every chosen password). */
export class SetPasswordRequest {
  @ApiProperty({ description: 'The token from the link of the welcome mail', maxLength: 100 })
  @MaxLength(100, { message: SET_PASSWORD_TEXTS.invalidLink })
  @IsString({ message: SET_PASSWORD_TEXTS.invalidLink })
  token!: string;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength, example: 'Sonnen-Blumen-Feld-42' })
  @MaxLength(PASSWORD_RULES.maxLength, { message: AUTH_TEXTS.passwordTooLong })
  @MinLength(PASSWORD_RULES.minLength, { message: AUTH_TEXTS.passwordTooShort })
  @IsString({ message: AUTH_TEXTS.passwordTooShort })
  password!: string;
}
