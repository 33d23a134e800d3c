import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUTH_TEXTS } from './auth.dto.js';

export class UpdateProfileRequest {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: AUTH_TEXTS.nameTooLong })
  @IsNotEmpty({ message: 'Name darf nicht leer sein' })
  @IsString({ message: 'Name darf nicht leer sein' })
  name?: string;

  @ApiPropertyOptional({ maxLength: 320 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  @MaxLength(320, { message: AUTH_TEXTS.emailInvalid })
  email?: string;

  @ApiPropertyOptional({ description: 'Required when the e-mail changes', maxLength: 200 })
  @IsOptional()
  @MaxLength(200, { message: AUTH_TEXTS.passwordTooLong })
  @IsString({ message: 'Bitte gib dein aktuelles Passwort ein' })
  currentPassword?: string;
}
