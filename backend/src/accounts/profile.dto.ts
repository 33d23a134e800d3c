import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUTH_TEXTS } from '../auth/auth.dto.js';

export class UpdateProfileRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Name darf nicht leer sein' })
  @IsNotEmpty({ message: 'Name darf nicht leer sein' })
  @MaxLength(200, { message: AUTH_TEXTS.nameTooLong })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: AUTH_TEXTS.emailInvalid })
  email?: string;
}
