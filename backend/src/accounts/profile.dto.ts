import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUTH_TEXTS } from '../auth/auth.dto.js';

export class UpdateProfileRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: AUTH_TEXTS.nameTooLong })
  @IsNotEmpty({ message: 'Name darf nicht leer sein' })
  @IsString({ message: 'Name darf nicht leer sein' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  email?: string;
}
