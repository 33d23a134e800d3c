import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SEARCH_MAX_LENGTH } from '../contracts/lists.js';

/** A search text as the lists take it: trimmed, empty meaning none, at most SEARCH_MAX_LENGTH characters. */
export function SearchText(description: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ maxLength: SEARCH_MAX_LENGTH, description })(target, key);
    IsOptional()(target, key);
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))(target, key);
    MaxLength(SEARCH_MAX_LENGTH, { message: `Der Suchbegriff darf höchstens ${SEARCH_MAX_LENGTH} Zeichen lang sein` })(target, key);
    IsString({ message: 'Der Suchbegriff muss ein Text sein' })(target, key);
  };
}

/** An ILIKE pattern finding the text anywhere, its own % and _ and \ taken literally (`escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
