import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AI_TEXTS } from '../ai-texts.js';

/**
 * Title or content of a briefing sent to the AI helpers: trimmed, required with the spec's text
 * "Bitte fülle Titel und Inhalt aus" (checked before any provider is called), bounded in length.
 */
export function BriefingText(label: string, max: number): PropertyDecorator {
  // In the order the checks run (the reverse of stacked decorators): type, presence, length.
  return applyDecorators(
    IsString({ message: AI_TEXTS.titleAndContent }),
    IsNotEmpty({ message: AI_TEXTS.titleAndContent }),
    MaxLength(max, { message: AI_TEXTS.tooLong(label, max) }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
  );
}
