import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { answerJsonSchema } from './openapi-document.js';

/**
 * Documents a route's answer from its zod schema in the contracts (the output's JSON Schema, as
 * OpenAPI 3.0 writes it), as `@Body({ schema })` documents a body: one description, no class.
 */
export function ApiAnswer(schema: z.ZodType, status = 200, description?: string): MethodDecorator {
  return applyDecorators(ApiResponse({ status, description: description ?? '', schema: answerJsonSchema(schema) as object }));
}
